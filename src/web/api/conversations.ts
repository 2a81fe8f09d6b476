import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { insertedId } from '#shared/schemas/common.ts';
import type {
  Conversation,
  ConversationInput,
  conversationStarted,
  Message,
  MessageInput,
  MessagePage,
  readResult,
} from '#shared/schemas/conversations.ts';
import type { Offer } from '#shared/schemas/offers.ts';
import type { OfferAction } from '#shared/constants.ts';
import { http } from './http.ts';

const q = encodeURIComponent;

/**
 * The inbox's reads (product §7, "Conversations and offers"). Whatever changes a conversation (a message,
 * an offer, a read mark, a live event) invalidates `conversationKeys.all`: the list's last messages and
 * unread counts, and the open conversation's pages, are read again together.
 */
export const conversationKeys = {
  all: ['conversations'] as const,
  list: ['conversations', 'list'] as const,
  one: (id: string) => ['conversations', 'one', id] as const,
  messages: (id: string) => ['conversations', 'messages', id] as const,
};

export const getConversations = () => http<Conversation[]>('/api/conversations');
export const getConversation = (id: string) => http<Conversation>(`/api/conversations/${q(id)}`);
export const getMessages = (id: string, cursor?: string) =>
  http<MessagePage>(`/api/conversations/${q(id)}/messages${cursor ? `?cursor=${q(cursor)}` : ''}`);

export const startConversation = (input: ConversationInput) =>
  http<z.infer<typeof conversationStarted>>('/api/conversations', { method: 'POST', body: input });
export const sendMessage = ({ id, ...input }: MessageInput & { id: string }) =>
  http<Message>(`/api/conversations/${q(id)}/messages`, { method: 'POST', body: input });
export const markRead = (id: string) => http<z.infer<typeof readResult>>(`/api/conversations/${q(id)}/read`, { method: 'POST' });
export const reportConversation = ({ id, reason }: { id: string; reason: string }) =>
  http<z.infer<typeof insertedId>>(`/api/conversations/${q(id)}/report`, { method: 'POST', body: { reason } });
export const makeOffer = ({ id, amount }: { id: string; amount: number }) =>
  http<Offer>(`/api/conversations/${q(id)}/offers`, { method: 'POST', body: { amount } });
/** Accept, decline or withdraw an offer; a counter carries its amount. */
export const moveOffer = ({ id, action, amount }: { id: string; action: OfferAction; amount?: number }) =>
  http<Offer>(`/api/offers/${q(id)}/${action}`, { method: 'POST', body: action === 'counter' ? { amount } : undefined });
export const setBlocked = ({ userId, blocked }: { userId: string; blocked: boolean }) =>
  http<unknown>(`/api/users/${q(userId)}/block`, { method: blocked ? 'POST' : 'DELETE' });

/** How often a read is repeated without the live stream: `useLiveFallback`'s answer (live/LiveEvents.tsx). */
export interface Freshness {
  refetchInterval: number | false;
  refetchOnWindowFocus: boolean;
}

export const conversationsQuery = (freshness: Freshness) =>
  queryOptions({
    queryKey: conversationKeys.list,
    queryFn: getConversations,
    ...freshness,
  });
export const conversationQuery = (id: string, freshness: Freshness) =>
  queryOptions({
    queryKey: conversationKeys.one(id),
    queryFn: () => getConversation(id),
    ...freshness,
  });
/** A conversation's messages, newest page first in `pages`; each page is oldest first. */
export const messagesQuery = (id: string, freshness: Freshness) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.messages(id),
    queryFn: ({ pageParam }) => getMessages(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    ...freshness,
  });
