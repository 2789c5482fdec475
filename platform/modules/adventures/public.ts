/**
 * What other modules may use of adventures: nothing yet. The engine follows `payment.changed` and `round.settled`
 * and answers the player on its own route; a module that wants the calendar reads fe-config `vip-adventures`.
 */
export {};
