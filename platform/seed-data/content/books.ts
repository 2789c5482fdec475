/** Rule books for #LoadBook[book=…]#; pdf and epub are generated from this text on request. */
export const BOOKS = [
  {
    id: 'rules',
    title: 'Croupier General Rules',
    body: [
      'General Rules',
      'These rules apply to every game, tournament and promotion unless a specific rule says otherwise.',
      'A bet is accepted once the game confirms it and it is deducted from your balance.',
      'If your connection drops, the round is completed on the server and appears in your history.',
      'In a tournament tie, the player who reached the score first ranks higher. Prizes are credited within 72 hours.',
    ].join('\n'),
  },
  {
    id: 'responsible-gaming',
    title: 'Responsible Gaming Guide',
    body: [
      'Responsible Gaming Guide',
      'Gambling should be entertainment. Set deposit, loss, wager and session limits in your profile.',
      'Take a break with cooling-off from 24 hours to 6 weeks, or self-exclude for at least 6 months.',
      'Warning signs: chasing losses, borrowing to gamble, gambling affecting sleep, work or relationships.',
      'Support is available 24/7 in the live chat and from independent help lines.',
    ].join('\n'),
  },
  {
    id: 'terms-and-conditions',
    title: 'Terms and Conditions',
    body: [
      'Terms and Conditions',
      'You must be at least 18 years old (21 under the Estonian licence) and may hold one account only.',
      'Withdrawals may require identity verification. Bonuses carry wagering requirements shown on each bonus.',
      'Game results come from certified random number generators or the physical outcome at live tables.',
    ].join('\n'),
  },
] as const;
