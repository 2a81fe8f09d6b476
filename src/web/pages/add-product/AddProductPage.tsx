import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { BRANDS, CATEGORY_CHOICES, LIMITS, type Brand } from '#shared/constants.ts';
import { categoryIdOf, productForm, toInteger, type ProductForm } from '#shared/forms.ts';
import { API_ERRORS, TEXTS, TOASTS } from '#shared/messages.ts';
import type { ProductInput } from '#shared/schemas/products.ts';
import { DASHBOARD_TITLES, PRODUCT_FORM_TEXTS as T } from '#shared/texts/dashboard.ts';
import { addProduct, productKeys } from '../../api/products.ts';
import { uploadImage } from '../../api/images.ts';
import { errorMessage } from '../../api/http.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { PageHeading } from '../../dashboard/PageHeading.tsx';
import { invalidate } from '../../api/invalidate.ts';
import { paths } from '../../paths.ts';
import { Field } from '../../components/Field.tsx';

type Phase = 'idle' | 'uploading' | 'processing' | 'posting';
const PHASE_TEXTS: Record<Exclude<Phase, 'idle'>, string> = { uploading: T.uploading, processing: T.processing, posting: T.posting };

/**
 * Add A Product (product §2, §4, §5): the photo is uploaded first; only when the upload reports success
 * is the product posted; then the toast, a reset form and My Products. A refused photo or a failed
 * post says why, under the photo or above the button.
 */
export default function AddProductPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [phase, setPhase] = useState<Phase>('idle');
  const [sent, setSent] = useState(0);
  const [postError, setPostError] = useState<string | null>(null);

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
    }),
    [user?.displayName],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitted },
  } = useForm<z.input<typeof productForm>, unknown, ProductForm>({ resolver: zodResolver(productForm), defaultValues: defaults });

  const photo = useWatch({ control, name: 'photo' }) as FileList | undefined;
  const preview = usePreview(photo?.[0]);

  const onSubmit = async (form: ProductForm) => {
    // The photo field is the file input's FileList (shared/forms.ts checks it by shape).
    const file = (form.photo as FileList)[0]!;
    setPostError(null);
    if (file.size > LIMITS.imageBytes) {
      setError('photo', { type: 'server', message: API_ERRORS['image-too-large'] }, { shouldFocus: true });
      return;
    }
    setPhase('uploading');
    setSent(0);
    const upload = await uploadImage(file, (fraction) => {
      setSent(fraction);
      // All bytes are up: the server now decodes and resizes the photo (seconds for a large HEIC).
      if (fraction >= 1) setPhase('processing');
    });
    if (!upload.success) {
      setPhase('idle');
      setError('photo', { type: 'server', message: upload.message || API_ERRORS['image-unsupported'] }, { shouldFocus: true });
      return;
    }
    setPhase('posting');
    const product: ProductInput = {
      name: form.name as Brand,
      category_id: categoryIdOf(form.category),
      price: toInteger(form.price),
      resell_price: toInteger(form.resell_price),
      phone: form.phone,
      location: form.location,
      detail: form.detail,
      date: form.date,
      image: upload.data.url,
      use: form.use,
      seller: form.seller,
      email: user?.email,
    };
    try {
      await addProduct(product);
    } catch (err) {
      setPhase('idle');
      setPostError(`${T.postFailed} ${errorMessage(err)}`);
      return;
    }
    await invalidate(client, productKeys.all);
    toast.success(TOASTS.productAdded);
    reset(defaults);
    setPhase('idle');
    await navigate(paths.dashboard.myProducts);
  };

  // Picking a brand fills the matching category while the category is still empty.
  const brandField = register('name', {
    onChange: (e: React.ChangeEvent<HTMLSelectElement>) => {
      const index = BRANDS.indexOf(e.target.value as Brand);
      if (index >= 0 && !getValues('category')) setValue('category', CATEGORY_CHOICES[index]!, { shouldValidate: isSubmitted });
    },
  });

  const busy = phase !== 'idle';
  const err = (name: keyof ProductForm) => errors[name]?.message;

  return (
    <section aria-labelledby="add-product-title">
      <PageHeading id="add-product-title" title={DASHBOARD_TITLES.addProduct} />
      <form
        onSubmit={handleSubmit(onSubmit)}
        noValidate
        aria-labelledby="add-product-title"
        aria-busy={busy || undefined}
        className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6"
      >
        <fieldset disabled={busy} className="grid gap-x-6 gap-y-4 md:grid-cols-2">
          <Field label={T.sellerEmail} hint={T.emailHint} reserveErrorLine>
            {(c) => <input {...c} type="email" readOnly value={user?.email ?? ''} className="input w-full bg-base-200" />}
          </Field>
          <Field label={T.sellerName} hint={T.sellerNameHint} error={err('seller')} reserveErrorLine>
            {(c) => <input {...c} type="text" readOnly className="input w-full bg-base-200" {...register('seller')} />}
          </Field>
          <Field label={T.productName} error={err('name')} reserveErrorLine>
            {(c) => (
              <select {...c} className="select w-full" {...brandField}>
                <option value="">{T.chooseBrand}</option>
                {BRANDS.map((b) => (
                  <option key={b} value={b}>
                    {b}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={T.category} error={err('category')} reserveErrorLine>
            {(c) => (
              <select {...c} className="select w-full" {...register('category')}>
                <option value="">{T.chooseCategory}</option>
                {CATEGORY_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={T.price} error={err('price')} reserveErrorLine>
            {(c) => (
              <input
                {...c}
                type="number"
                inputMode="numeric"
                step={1}
                placeholder={T.pricePlaceholder}
                className="input w-full"
                {...register('price')}
              />
            )}
          </Field>
          <Field label={T.resellPrice} error={err('resell_price')} reserveErrorLine>
            {(c) => (
              <input
                {...c}
                type="number"
                inputMode="numeric"
                step={1}
                placeholder={T.resellPricePlaceholder}
                className="input w-full"
                {...register('resell_price')}
              />
            )}
          </Field>
          <Field label={T.phone} error={err('phone')} reserveErrorLine>
            {(c) => (
              <input
                {...c}
                type="tel"
                autoComplete="tel"
                placeholder={T.phonePlaceholder}
                className="input w-full"
                {...register('phone')}
              />
            )}
          </Field>
          <Field label={T.location} error={err('location')} reserveErrorLine>
            {(c) => (
              <input
                {...c}
                type="text"
                autoComplete="address-level2"
                placeholder={T.locationPlaceholder}
                className="input w-full"
                {...register('location')}
              />
            )}
          </Field>
          <Field label={T.use} error={err('use')} reserveErrorLine>
            {(c) => <input {...c} type="text" placeholder={T.usePlaceholder} className="input w-full" {...register('use')} />}
          </Field>
          <Field label={T.date} error={err('date')} reserveErrorLine>
            {(c) => <input {...c} type="text" placeholder={T.datePlaceholder} className="input w-full" {...register('date')} />}
          </Field>
          <Field label={T.detail} error={err('detail')} className="md:col-span-2" reserveErrorLine>
            {(c) => <textarea {...c} rows={4} placeholder={T.detailPlaceholder} className="textarea w-full" {...register('detail')} />}
          </Field>
          <Field label={T.photo} error={err('photo')} hint={T.photoHint} className="md:col-span-2" reserveErrorLine>
            {(c) => (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                <div className="flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-dashed border-base-300 bg-base-200">
                  {preview && <img src={preview} alt={T.photoPreview} className="h-full w-full object-cover" />}
                </div>
                <input {...c} type="file" accept="image/*" className="file-input w-full" {...register('photo')} />
              </div>
            )}
          </Field>
        </fieldset>
        <div className="mt-6 flex flex-col gap-3">
          <div aria-live="polite" className="min-h-6">
            {postError && (
              <p role="alert" className="text-error">
                {postError}
              </p>
            )}
            {phase !== 'idle' && <p className="text-base-content/80">{PHASE_TEXTS[phase]}</p>}
          </div>
          {/* Outside the live region: a screen reader reads the bar's value when asked, not at every step. */}
          {phase === 'uploading' && (
            <div className="flex items-center gap-3">
              <progress
                className="progress progress-primary w-full sm:w-56"
                value={Math.round(sent * 100)}
                max={100}
                aria-label={T.uploadProgress}
              />
              <span aria-hidden="true" className="text-sm tabular-nums text-base-content/80">
                {T.percent(Math.round(sent * 100))}
              </span>
            </div>
          )}
          <button type="submit" className="btn btn-primary w-full sm:w-56" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {TEXTS.addProduct}
          </button>
        </div>
      </form>
    </section>
  );
}

/** An object URL for the chosen photo, revoked when it changes. */
function usePreview(file: File | undefined): string | null {
  // Kept with the file it shows, so that another file (or none) shows nothing until its own is ready.
  const [shown, setShown] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) return;
    let live = true;
    const next = URL.createObjectURL(file);
    // Only a file the browser can decode gets a preview; a renamed text file shows none.
    const probe = new Image();
    probe.onload = () => live && setShown({ file, url: next });
    probe.src = next;
    return () => {
      live = false;
      URL.revokeObjectURL(next);
    };
  }, [file]);
  return shown && shown.file === file ? shown.url : null;
}
