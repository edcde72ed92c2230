/**
 * English texts of the pages the server renders itself (decision 070's catalogue, decision 073):
 * "This was not me", opened from a verification e-mail. {brand} is Darsak, {email} the address.
 */
export const pages = {
  notMe: {
    confirmTitle: 'Remove this account?',
    confirmText:
      'Someone signed up to {brand} with {email}. If it was not you, remove the account: nobody has been able to use it, and nothing else changes.',
    confirmButton: 'Remove the account',
    removedTitle: 'The account was removed',
    removedText:
      'The account made with {email} is gone. If someone signs up with this address again, a new e-mail will let you remove it the same way.',
    verifiedTitle: 'This address was already confirmed',
    verifiedText:
      'Someone confirmed {email} from its mailbox, so the account stays. If it was not you, reset the password with “Forgot password?” on the login page.',
    goneTitle: 'Nothing to remove',
    goneText: 'No account is waiting for this address to be confirmed.',
    invalidTitle: 'This link is invalid',
    invalidText: 'The link is incomplete or was changed. Open it again from the e-mail.',
    expiredTitle: 'This link has expired',
    expiredText: 'An account never confirmed is removed by itself after 7 days: there is nothing left to do.',
    home: 'Go to the home page',
  },
} as const;
