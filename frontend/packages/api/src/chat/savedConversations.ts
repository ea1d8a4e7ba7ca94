import type { SaveConversationsBody, SavedConversation } from '../generated/zrmApi';
import type { ChatTarget, ChatWindow } from './chatDockSlice';

/** A saved conversation as a dock window. */
export function windowOfSaved(saved: SavedConversation): ChatTarget & { minimised: boolean } {
  return {
    title: saved.title,
    ...(saved.customer_id != null ? { customerId: saved.customer_id } : {}),
    ...(saved.phone_number ? { phoneNumber: saved.phone_number } : {}),
    ...(saved.pni ? { pni: saved.pni } : {}),
    country: saved.country === 'NO' ? 'NO' : 'SE',
    about: saved.application_id_or_lead_id,
    minimised: !saved.open,
  };
}

/** A dock window as it is saved: a customer's (by id) or a number's. */
export function savedOfWindow(window: ChatWindow): SaveConversationsBody['conversations'][number] {
  const common = {
    application_id_or_lead_id: window.about,
    pni: window.pni ?? null,
    country: window.country,
    open: !window.minimised,
    title: window.title,
  };
  return window.customerId != null
    ? { ...common, customer_id: window.customerId, phone_number: window.phoneNumber ?? null }
    : { ...common, phone_number: window.phoneNumber ?? '' };
}
