/**
 * The calls that change conversations and offers, each as its mutation hook (api/mutation.ts). Each
 * invalidates every conversation query: a message or an offer moves its conversation to the top of the
 * list and changes its last message, and an accepted offer makes a booking.
 */
import { bookingKeys } from '../bookings.ts';
import {
  conversationKeys,
  makeOffer,
  markRead,
  moveOffer,
  reportConversation,
  sendMessage,
  setBlocked,
  startConversation,
} from '../conversations.ts';
import { mutationHook } from '../mutation.ts';

const all = [conversationKeys.all];
export const useStartConversation = mutationHook({ key: 'start-conversation', run: startConversation, invalidates: all });
export const useSendMessage = mutationHook({ key: 'send-message', run: sendMessage, invalidates: all });
export const useMarkRead = mutationHook({ key: 'mark-read', run: markRead, invalidates: [conversationKeys.list] });
export const useReportConversation = mutationHook({ key: 'report-conversation', run: reportConversation, invalidates: [] });
export const useMakeOffer = mutationHook({ key: 'make-offer', run: makeOffer, invalidates: all });
export const useMoveOffer = mutationHook({ key: 'move-offer', run: moveOffer, invalidates: [...all, bookingKeys.all] });
export const useSetBlocked = mutationHook({ key: 'set-blocked', run: setBlocked, invalidates: all });
