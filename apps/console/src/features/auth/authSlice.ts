import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accountDisabled, sessionExpired } from '../../app/sessionEnded';
import { sessionFromTokens, type Session, type TokenPair } from './session';

/** A sign-in waiting for its second factor (POST /auth/mfa/totp or /auth/mfa/phone). */
export interface PendingSecondFactor {
  mfaPendingToken: string;
  email: string;
  /** Which code the server asked for: from the authenticator app, or sent by SMS. */
  factor: 'totp' | 'phone';
}

export interface AuthState {
  session: Session | null;
  pendingSecondFactor: PendingSecondFactor | null;
  /** An Operator closed the announcements dialog of this sign-in (spec §2). */
  announcementsSeen: boolean;
  /**
   * The user signed out on purpose: protected pages then go to plain /login, without the redirect
   * query that a signed-out visitor (or an expired session) gets (spec §4).
   */
  signedOutByUser: boolean;
}

export const initialAuthState: AuthState = {
  session: null,
  pendingSecondFactor: null,
  announcementsSeen: false,
  signedOutByUser: false,
};

/** Token answers carry `now` (epoch ms) so the reducer stays pure. */
export interface TokensPayload {
  tokens: TokenPair;
  now: number;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** A sign-in finished (password, TOTP code, or TOTP activation): a new session starts. */
    signedIn(state, action: PayloadAction<TokensPayload>) {
      state.session = sessionFromTokens(action.payload.tokens, action.payload.now);
      state.pendingSecondFactor = null;
      state.announcementsSeen = false;
      state.signedOutByUser = false;
    },
    /** Rotated tokens of the same sign-in. A refresh for a session already gone is ignored. */
    tokensRefreshed(state, action: PayloadAction<TokensPayload>) {
      if (state.session === null) return;
      state.session = sessionFromTokens(action.payload.tokens, action.payload.now);
    },
    /**
     * The same sign-in's tokens as another tab of this browser rotated and stored them: taken
     * over instead of refreshing with a token that is no longer current (which the server would
     * take for a stolen one). Only for the user signed in here.
     */
    sessionAdopted(state, action: PayloadAction<Session>) {
      if (state.session === null || state.session.user.uid !== action.payload.user.uid) return;
      state.session = action.payload;
    },
    secondFactorRequired(state, action: PayloadAction<PendingSecondFactor>) {
      state.session = null;
      state.pendingSecondFactor = action.payload;
    },
    secondFactorAbandoned(state) {
      state.pendingSecondFactor = null;
    },
    announcementsClosed(state) {
      state.announcementsSeen = true;
    },
    /** The user signed out. */
    signedOut() {
      return { ...initialAuthState, signedOutByUser: true };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, () => initialAuthState);
    builder.addCase(accountDisabled, () => ({ ...initialAuthState, signedOutByUser: true }));
  },
});

export const {
  signedIn,
  tokensRefreshed,
  sessionAdopted,
  secondFactorRequired,
  secondFactorAbandoned,
  announcementsClosed,
  signedOut,
} = authSlice.actions;
