import { loggedOut } from '../auth/authSlice';
import {
  MAX_CHAT_WINDOWS,
  chatClosed,
  chatDockSlice,
  chatMinimised,
  chatOpened,
  initialChatDockState,
  type ChatTarget,
} from './chatDockSlice';

const reduce = chatDockSlice.reducer;

const anna: ChatTarget = {
  title: 'Anna Svensson',
  customerId: 7,
  country: 'SE',
  about: 'MOSE1001',
};

describe('chat dock', () => {
  it('opens one window per person and brings a minimised one back about the new matter', () => {
    let state = reduce(initialChatDockState, chatOpened(anna));
    state = reduce(state, chatMinimised({ key: 'customer-7', minimised: true }));
    expect(state.windows[0]?.minimised).toBe(true);
    state = reduce(state, chatOpened({ ...anna, about: '42' }));
    expect(state.windows).toHaveLength(1);
    expect(state.windows[0]).toMatchObject({
      key: 'customer-7',
      minimised: false,
      about: '42',
    });
  });

  it('keys a lead without a customer by the number, closes by removing, and empties on logout', () => {
    let state = reduce(initialChatDockState, chatOpened(anna));
    state = reduce(
      state,
      chatOpened({
        title: 'Lead 42',
        phoneNumber: '+4798765432',
        country: 'NO',
        about: '42',
      }),
    );
    expect(state.windows.map((window) => window.key)).toEqual(['customer-7', 'phone-+4798765432']);
    state = reduce(state, chatClosed('customer-7'));
    expect(state.windows.map((window) => window.key)).toEqual(['phone-+4798765432']);
    expect(reduce(state, loggedOut({ expired: false })).windows).toEqual([]);
  });

  it('closes the oldest window past the most that fit', () => {
    let state = initialChatDockState;
    for (let id = 1; id <= MAX_CHAT_WINDOWS + 1; id += 1) {
      state = reduce(state, chatOpened({ ...anna, customerId: id }));
    }
    expect(state.windows).toHaveLength(MAX_CHAT_WINDOWS);
    expect(state.windows[0]?.customerId).toBe(2);
  });
});
