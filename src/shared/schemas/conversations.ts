import { z } from '../zod.ts';
import { CONVERSATION_PRODUCT_STATUSES, LIMITS } from '../constants.ts';
import { id, imageUrl, longText } from './common.ts';
import { offer, party } from './offers.ts';

/*
 * Conversations between a buyer and a seller about one product (product §7, "Conversations and offers").
 * Text is text: stored as written (trimmed), never read as HTML or Markdown.
 */

/** A message's words: 1 to 2,000 characters once trimmed. */
export const messageText = z.string().trim().min(1).max(LIMITS.messageText);

/** POST /conversations: the first message about a product, or one more in the conversation that exists. */
export const conversationInput = z.object({ productId: id, text: messageText });
export type ConversationInput = z.infer<typeof conversationInput>;

/** POST /conversations/:id/messages: photos are URLs the image store issued (the server checks it holds them). */
export const messageInput = z.object({
  text: messageText,
  images: z.array(imageUrl).max(LIMITS.photosPerMessage).optional(),
});
export type MessageInput = z.infer<typeof messageInput>;

/** POST /conversations/:id/report. */
export const conversationReportInput = z.object({ reason: longText });

/** Where a page of messages starts: the cursor of the page before (older messages), digits only. */
export const messagesQuery = z.object({
  cursor: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, 'must be the nextCursor of a page')
    .transform(Number)
    .optional(),
});

export const message = z.object({
  id: z.string(),
  /** Which side wrote it. */
  from: party,
  /** Whether the caller wrote it. */
  mine: z.boolean(),
  /** Empty for the message that carries an offer. */
  text: z.string(),
  images: z.array(z.string()),
  /** The offer this message carries, as it stands now; null for a written message. */
  offer: offer.nullable(),
  createdAt: z.string(),
  /** When the other side read it ("seen"); null until then. */
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof message>;

/** A page of messages, oldest first; `nextCursor` leads to the older ones, null on the first message's page. */
export const messagePage = z.object({ messages: z.array(message), nextCursor: z.string().nullable() });
export type MessagePage = z.infer<typeof messagePage>;

/** The product a conversation is about: as listed now, or as it was when it is gone. */
export const conversationProduct = z.object({
  /** Null once the product is deleted. */
  id: z.string().nullable(),
  /** Its brand (`Dell`). */
  name: z.string(),
  /**
   * Which laptop: its brand and model as its page's heading begins (`Dell Latitude 5490, Core i5`), blanks
   * as one space, cut to 80 characters; its brand alone for a conversation whose product went before
   * Market kept its model.
   */
  title: z.string(),
  /** Its first photo. */
  image: z.string(),
  /** The resell price, in Tk. */
  price: z.number().int(),
  status: z.enum(CONVERSATION_PRODUCT_STATUSES),
});

/** The other side of a conversation: never their e-mail address. Null once their account is deleted. */
export const conversationParty = z.object({ id: z.string(), name: z.string(), verified: z.boolean() });

export const conversation = z.object({
  id: z.string(),
  /** The caller's side in it. */
  role: party,
  product: conversationProduct,
  otherParty: conversationParty.nullable(),
  lastMessage: message.nullable(),
  /** The other side's messages the caller has not read. */
  unread: z.number().int(),
  openOffer: offer.nullable(),
  /** Whether the caller blocked the other side. */
  blockedByMe: z.boolean(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
});
export type Conversation = z.infer<typeof conversation>;
export const conversationList = z.array(conversation);

/** POST /conversations: 201 when it started the conversation, 200 when it added to it. */
export const conversationStarted = z.object({ conversation, message });

/** POST /conversations/:id/read: how many of the other side's messages it marked read. */
export const readResult = z.object({ read: z.number().int() });

/** GET /report/:id/messages (admin): a reported conversation, its parties by name, and a page of its messages. */
export const reportedConversation = messagePage.extend({
  conversation: z.object({
    id: z.string(),
    product: conversationProduct,
    buyer: conversationParty.nullable(),
    seller: conversationParty.nullable(),
  }),
});
