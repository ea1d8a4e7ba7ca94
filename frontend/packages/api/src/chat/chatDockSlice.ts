import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { loggedOut } from '../auth/authSlice';

/**
 * One SMS conversation window of the chat dock: a customer (by customer id, with the number and
 * personal id the page knows) or, for a lead without a customer, a phone number of a country.
 * `about` is the application reference or lead id the messages are filed under.
 */
export interface ChatWindow {
  /** `customer-<id>` or `phone-<E.164>`: one window per person. */
  key: string;
  title: string;
  customerId?: number;
  phoneNumber?: string;
  pni?: string;
  country: 'SE' | 'NO';
  about: string;
  minimised: boolean;
}

export type ChatTarget = Omit<ChatWindow, 'key' | 'minimised'>;

export interface ChatDockState {
  /** Oldest first; the dock shows the newest at the right. */
  windows: ChatWindow[];
}

/** More windows than fit beside each other on a laptop: the oldest closes. */
export const MAX_CHAT_WINDOWS = 4;

export const initialChatDockState: ChatDockState = { windows: [] };

export function chatKey(target: Pick<ChatTarget, 'customerId' | 'phoneNumber'>): string {
  return target.customerId != null ? `customer-${target.customerId}` : `phone-${target.phoneNumber ?? ''}`;
}

export const chatDockSlice = createSlice({
  name: 'chatDock',
  initialState: initialChatDockState,
  reducers: {
    /** Opens the person's window (or brings an open one back up, now about this matter). */
    chatOpened(state, action: PayloadAction<ChatTarget>) {
      const key = chatKey(action.payload);
      const open = state.windows.find((window) => window.key === key);
      if (open) {
        Object.assign(open, action.payload, { minimised: false });
        return;
      }
      state.windows.push({ ...action.payload, key, minimised: false });
      if (state.windows.length > MAX_CHAT_WINDOWS) state.windows.shift();
    },
    chatMinimised(state, action: PayloadAction<{ key: string; minimised: boolean }>) {
      const window = state.windows.find((item) => item.key === action.payload.key);
      if (window) window.minimised = action.payload.minimised;
    },
    /** The windows saved last time (on this or another device), replacing none open yet. */
    chatRestored(state, action: PayloadAction<Array<ChatTarget & { minimised?: boolean }>>) {
      if (state.windows.length > 0) return;
      state.windows = action.payload.slice(-MAX_CHAT_WINDOWS).map((target) => ({
        ...target,
        key: chatKey(target),
        minimised: Boolean(target.minimised),
      }));
    },
    /** Closing removes the window. */
    chatClosed(state, action: PayloadAction<string>) {
      state.windows = state.windows.filter((window) => window.key !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialChatDockState);
  },
  selectors: {
    selectChatWindows: (state) => state.windows,
  },
});

export const { chatOpened, chatMinimised, chatClosed, chatRestored } = chatDockSlice.actions;
export const { selectChatWindows } = chatDockSlice.selectors;
