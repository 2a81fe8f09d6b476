import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { BRANDS, CATEGORY_CHOICES, type Brand } from '#shared/constants.ts';
import { categoryIdOf, productForm, toInteger, type ProductForm } from '#shared/forms.ts';
import type { ListingSubmitted, OwnProductDetail } from '#shared/schemas/moderation.ts';
import { productInput, type ProductInput } from '#shared/schemas/products.ts';
import { useAddProduct, useResubmitProduct } from '../../api/mutations/products.ts';
import { errorMessage } from '../../api/http.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { PageHeading } from '../../dashboard/PageHeading.tsx';
import { paths } from '../../paths.ts';
import { ContactChoice } from '../../components/ContactChoice.tsx';
import { Field } from '../../components/Field.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { inPageLanguage } from '../../i18n/validation.ts';
import { ListingStateNote } from '../../moderation/ListingStateNote.tsx';
import { PhotoPicker } from './PhotoPicker.tsx';
import { SpecsFields } from './SpecsFields.tsx';
import { usePhotoUploads } from './usePhotoUploads.ts';

type FormInput = z.input<typeof productForm>;

/** A listing's own values as the form's fields hold them: the edit page starts from them. */
function fieldsOf(listing: OwnProductDetail) {
  const text = (value: number | string | null) => (value === null ? '' : String(value));
  return {
    name: listing.name,
    category: CATEGORY_CHOICES.find((choice) => categoryIdOf(choice) === listing.category_id) ?? '',
    price: String(listing.price),
    resell_price: String(listing.resell_price),
    phone: listing.phone ?? '',
    location: listing.location,
    use: listing.use,
    detail: listing.detail,
    date: listing.date,
    processor: text(listing.processor),
    ram: text(listing.ram),
    storage: text(listing.storage),
    storageType: text(listing.storageType),
    screen: text(listing.screen),
    condition: text(listing.condition),
    district: text(listing.district),
    chatOnly: listing.chatOnly,
    photos: listing.images.length,
  };
}

/**
 * Add A Product (product §2, §4, §5): the photos upload as soon as they are chosen, and Add Product
 * waits until every one is stored; the product is then posted with them in the chosen order, the
 * toast shows, the form resets and My Products opens. A failed post says why above the button.
 */
export default function AddProductPage() {
  return <ProductFormPage />;
}

/**
 * The form of Add A Product, and of the edit page (EditProductPage.tsx) when given the listing to change: it
 * starts from the listing's values and photos, says where it stands, and sends it through the checks again
 * (POST /api/products/:id/resubmit) instead of listing a new one.
 */
export function ProductFormPage({ listing }: { listing?: OwnProductDetail }) {
  const texts = useTexts();
  const { DASHBOARD_LINKS, MODERATION_TEXTS, PHOTO_TEXTS, PRODUCT_FORM_TEXTS, TOASTS } = texts;
  const { user } = useAuth();
  const navigate = useNavigate();
  const add = useAddProduct();
  const resubmit = useResubmitProduct();
  const [posting, setPosting] = useState(false);
  const [postError, setPostError] = useState<string | null>(null);
  const uploads = usePhotoUploads(undefined, listing?.images);
  const photoInput = useRef<HTMLInputElement | null>(null);
  const setPhotoInput = useCallback((input: HTMLInputElement | null) => {
    photoInput.current = input;
  }, []);

  const defaults = useMemo(
    () => ({
      seller: user?.displayName ?? '',
      name: '',
      category: '',
      price: '',
      resell_price: '',
      phone: '',
      location: '',
      use: '',
      detail: '',
      date: '',
      processor: '',
      ram: '',
      storage: '',
      storageType: '',
      screen: '',
      condition: '',
      district: '',
      chatOnly: false,
      photos: 0,
      ...(listing ? fieldsOf(listing) : {}),
    }),
    [user?.displayName, listing],
  );
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitted },
  } = useForm<FormInput, unknown, ProductForm>({ resolver: zodResolver(productForm), defaultValues: defaults });

  // The form checks that a photo is chosen (product §5's "Photo is required"); the uploads are the picker's.
  const photoCount = uploads.summary.count;
  useEffect(() => {
    setValue('photos', photoCount, { shouldValidate: isSubmitted });
  }, [photoCount, isSubmitted, setValue]);

  const condition = useWatch({ control, name: 'condition' });
  const chatOnly = useWatch({ control, name: 'chatOnly' });

  const onSubmit = async (form: ProductForm) => {
    const { ready, urls } = uploads.summary;
    if (!ready) return;
    setPostError(null);
    const product: ProductInput = {
      name: form.name as Brand,
      category_id: categoryIdOf(form.category),
      price: toInteger(form.price),
      resell_price: toInteger(form.resell_price),
      phone: form.phone,
      location: form.location,
      detail: form.detail,
      date: form.date,
      image: urls[0],
      images: urls,
      use: form.use,
      seller: form.seller,
      email: user?.email,
      processor: form.processor,
      ram: form.ram,
      storage: form.storage,
      storageType: form.storageType,
      screen: form.screen,
      condition: form.condition,
      district: form.district,
      chatOnly: form.chatOnly,
    };
    // The server's own check, run here first: a product it would refuse is not sent.
    const checked = productInput.safeParse(product);
    if (!checked.success) {
      // Named as the server names it (plugins/errors.ts): the field, then what is wrong with it.
      const [issue] = checked.error.issues;
      setPostError(
        `${PRODUCT_FORM_TEXTS.postFailed} ${issue ? `${issue.path.join('.')}: ${inPageLanguage(issue.message, texts)}` : ''}`.trim(),
      );
      return;
    }
    setPosting(true);
    let submitted: ListingSubmitted;
    try {
      submitted = listing ? await resubmit.mutateAsync({ id: listing._id, input: product }) : await add.mutateAsync(product);
    } catch (err) {
      setPosting(false);
      setPostError(`${listing ? MODERATION_TEXTS.edit.failed : PRODUCT_FORM_TEXTS.postFailed} ${errorMessage(err, texts)}`);
      return;
    }
    // On sale at once, or waiting for an admin (product §4, "Moderation"): the seller is told which.
    const waits = submitted.status !== 'available';
    if (listing) toast.success(waits ? MODERATION_TEXTS.edit.waiting : MODERATION_TEXTS.edit.public);
    else toast.success(waits ? MODERATION_TEXTS.addedForReview : TOASTS.productAdded);
    reset(defaults);
    setPosting(false);
    await navigate(paths.dashboard.myProducts);
  };

  // The photo input has no field of the form's own to focus, so a missing photo alone focuses it here.
  const onInvalid = (invalid: FieldErrors<FormInput>) => {
    if (Object.keys(invalid).length === 1 && invalid.photos) photoInput.current?.focus();
  };

  // Picking a brand fills the matching category while the category is still empty.
  const brandField = register('name', {
    onChange: (e: React.ChangeEvent<HTMLSelectElement>) => {
      const index = BRANDS.indexOf(e.target.value as Brand);
      if (index >= 0 && !getValues('category')) setValue('category', CATEGORY_CHOICES[index]!, { shouldValidate: isSubmitted });
    },
  });

  const { uploading, failed } = uploads.summary;
  const waiting = uploading > 0 || failed > 0;
  const err = (name: keyof FormInput) => errors[name]?.message;

  return (
    <section aria-labelledby="add-product-title">
      <PageHeading id="add-product-title" title={listing ? MODERATION_TEXTS.edit.title : DASHBOARD_LINKS.addProduct} />
      {listing && (
        <div className="mb-6 flex flex-col gap-2">
          <p className="text-base-content/80">{MODERATION_TEXTS.edit.intro}</p>
          <ListingStateNote listing={listing} />
        </div>
      )}
      <form
        onSubmit={(e) => void handleSubmit(onSubmit, onInvalid)(e)}
        noValidate
        aria-labelledby="add-product-title"
        aria-busy={posting || undefined}
        className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6"
      >
        <fieldset disabled={posting} className="grid gap-x-6 gap-y-4 md:grid-cols-2">
          <Field label={PRODUCT_FORM_TEXTS.sellerEmail} hint={PRODUCT_FORM_TEXTS.emailHint} reserveErrorLine>
            {(c) => <input {...c} type="email" readOnly value={user?.email ?? ''} className="input w-full bg-base-200" />}
          </Field>
          <Field label={PRODUCT_FORM_TEXTS.sellerName} hint={PRODUCT_FORM_TEXTS.sellerNameHint} error={err('seller')} reserveErrorLine>
            {(c) => <input {...c} type="text" readOnly className="input w-full bg-base-200" {...register('seller')} />}
          </Field>
          <Field label={PRODUCT_FORM_TEXTS.productName} error={err('name')} reserveErrorLine>
            {(c) => (
              <select {...c} className="select w-full" {...brandField}>
                <option value="">{PRODUCT_FORM_TEXTS.chooseBrand}</option>
                {BRANDS.map((b) => (
                  <option key={b} value={b}>
                    {b}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={PRODUCT_FORM_TEXTS.category} error={err('category')} reserveErrorLine>
            {(c) => (
              <select {...c} className="select w-full" {...register('category')}>
                <option value="">{PRODUCT_FORM_TEXTS.chooseCategory}</option>
                {CATEGORY_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={PRODUCT_FORM_TEXTS.price} error={err('price')} reserveErrorLine>
            {(c) => (
              <input
                {...c}
                // Text, not a number control: a Bangla keyboard's digits (৪৫০০০) are typed as they are (forms.ts reads them).
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder={PRODUCT_FORM_TEXTS.pricePlaceholder}
                className="input w-full"
                {...register('price')}
              />
            )}
          </Field>
          <Field label={PRODUCT_FORM_TEXTS.resellPrice} error={err('resell_price')} reserveErrorLine>
            {(c) => (
              <input
                {...c}
                // Text, not a number control: a Bangla keyboard's digits (৪৫০০০) are typed as they are (forms.ts reads them).
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder={PRODUCT_FORM_TEXTS.resellPricePlaceholder}
                className="input w-full"
                {...register('resell_price')}
              />
            )}
          </Field>
          <Field label={PRODUCT_FORM_TEXTS.phone} error={err('phone')} reserveErrorLine>
            {(c) => (
              <input
                {...c}
                type="tel"
                autoComplete="tel"
                placeholder={PRODUCT_FORM_TEXTS.phonePlaceholder}
                className="input w-full"
                {...register('phone')}
              />
            )}
          </Field>
          <Field label={PRODUCT_FORM_TEXTS.location} error={err('location')} reserveErrorLine>
            {(c) => (
              <input
                {...c}
                type="text"
                autoComplete="address-level2"
                placeholder={PRODUCT_FORM_TEXTS.locationPlaceholder}
                className="input w-full"
                {...register('location')}
              />
            )}
          </Field>
          <ContactChoice
            className="md:col-span-2"
            chatOnly={chatOnly ?? false}
            onChange={(value) => setValue('chatOnly', value, { shouldDirty: true })}
          />
          <Field label={PRODUCT_FORM_TEXTS.use} error={err('use')} reserveErrorLine>
            {(c) => (
              <input {...c} type="text" placeholder={PRODUCT_FORM_TEXTS.usePlaceholder} className="input w-full" {...register('use')} />
            )}
          </Field>
          <Field label={PRODUCT_FORM_TEXTS.date} error={err('date')} reserveErrorLine>
            {(c) => (
              <input {...c} type="text" placeholder={PRODUCT_FORM_TEXTS.datePlaceholder} className="input w-full" {...register('date')} />
            )}
          </Field>
          <Field label={PRODUCT_FORM_TEXTS.detail} error={err('detail')} className="md:col-span-2" reserveErrorLine>
            {(c) => (
              <textarea
                {...c}
                rows={4}
                placeholder={PRODUCT_FORM_TEXTS.detailPlaceholder}
                className="textarea w-full"
                {...register('detail')}
              />
            )}
          </Field>
          <SpecsFields
            register={register}
            errors={errors}
            conditionChosen={Boolean(condition)}
            onClearCondition={() => setValue('condition', '', { shouldValidate: isSubmitted })}
          />
          <PhotoPicker uploads={uploads} error={err('photos')} disabled={posting} inputRef={setPhotoInput} />
        </fieldset>
        <div className="mt-6 flex flex-col gap-3">
          <div aria-live="polite" className="min-h-6">
            {postError && (
              <p role="alert" className="text-error">
                {postError}
              </p>
            )}
            {posting && <p className="text-base-content/80">{listing ? MODERATION_TEXTS.edit.sending : PRODUCT_FORM_TEXTS.posting}</p>}
          </div>
          {waiting && (
            <p id="add-product-waiting" className="text-sm text-base-content/80">
              {PHOTO_TEXTS.waitForUploads}
            </p>
          )}
          <button
            type="submit"
            className="btn btn-primary w-full sm:w-56"
            disabled={posting || waiting}
            aria-describedby={waiting ? 'add-product-waiting' : undefined}
          >
            {posting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {listing ? MODERATION_TEXTS.edit.submit : PRODUCT_FORM_TEXTS.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
