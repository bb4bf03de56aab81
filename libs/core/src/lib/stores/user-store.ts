import { makeAutoObservable } from 'mobx';

export interface UserProfile {
  account_id: string;
  session_token: string;
  full_name: string;
  contact_email: string;
}

/** The signed-in player, if any. Sign-in flows arrive with the client-core work. */
export class UserStore {
  isAuthenticated = false;
  user: UserProfile | null = null;
  game = { balance: 0, token: 0 };

  constructor() {
    makeAutoObservable(this);
  }
}
