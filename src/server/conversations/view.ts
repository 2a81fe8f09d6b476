import { PRODUCT_STATUS, VERIFIED_STATUS, type ConversationProductStatus, type Party, type ProductStatus } from '#shared/constants.ts';
import type { Conversation, Message } from '#shared/schemas/conversations.ts';
import type { Offer } from '#shared/schemas/offers.ts';
import { shortLaptopName } from '#shared/texts/laptop.ts';
import type { ConversationListRow, ConversationRow, MessageRow } from './repository.ts';

/*
 * What the API answers of a conversation and its messages: the product as listed now or as it was, the
 * other side by name and badge (never their e-mail address), text as it was written.
 */

/**
 * Which laptop a conversation is about, from its copy of the product: the brand and the start of its model,
 * as the product's page heading begins, short enough for a line of the list or of a notification.
 */
export const titleOf = (conversation: Pick<ConversationRow, 'itemName' | 'itemDetail'>) =>
  shortLaptopName(conversation.itemName, conversation.itemDetail);

/** The product of a conversation, as listed now, or as it was when the conversation started once it is gone. */
export function productOf(
  conversation: Pick<ConversationRow, 'productId' | 'itemName' | 'itemDetail' | 'image' | 'price'>,
  listed: { name: string; detail: string; image: string; resellPrice: number; status: ProductStatus; removedAt: Date | null } | null,
): Conversation['product'] {
  const status: ConversationProductStatus =
    !listed || listed.removedAt
      ? 'removed'
      : listed.status === PRODUCT_STATUS.sold
        ? 'sold'
        : listed.status === PRODUCT_STATUS.available
          ? 'available'
          : 'unlisted';
  return {
    id: conversation.productId,
    name: listed?.name ?? conversation.itemName,
    title: listed ? shortLaptopName(listed.name, listed.detail) : titleOf(conversation),
    image: listed?.image ?? conversation.image,
    price: listed?.resellPrice ?? conversation.price,
    status,
  };
}

/** A person of a conversation as the other side sees them: name and badge. */
export function partyView(person: { id: string; name: string; status: string | null } | null): Conversation['otherParty'] {
  return person ? { id: person.id, name: person.name, verified: person.status === VERIFIED_STATUS } : null;
}

/** A message as `viewer` sees it (null: an admin), with the offer it carries. */
export function toMessage(row: MessageRow, viewer: Party | null, offer: Offer | null): Message {
  return {
    id: row.id,
    from: row.sender,
    mine: row.sender === viewer,
    text: row.text,
    images: row.images,
    offer,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** A conversation of the caller's list. */
export function toConversation(
  row: ConversationListRow,
  role: Party,
  extras: { lastMessage: Message | null; openOffer: Offer | null; blockedByMe: boolean },
): Conversation {
  const { conversation } = row;
  const listed =
    row.productName === null
      ? null
      : {
          name: row.productName,
          detail: row.productDetail!,
          image: row.productImage!,
          resellPrice: row.productPrice!,
          status: row.productStatus!,
          removedAt: row.productRemovedAt,
        };
  return {
    id: conversation.id,
    role,
    product: productOf(conversation, listed),
    otherParty: partyView(row.otherId === null ? null : { id: row.otherId, name: row.otherName!, status: row.otherStatus }),
    lastMessage: extras.lastMessage,
    unread: row.unread,
    openOffer: extras.openOffer,
    blockedByMe: extras.blockedByMe,
    createdAt: conversation.createdAt.toISOString(),
    lastActivityAt: conversation.lastActivityAt.toISOString(),
  };
}
