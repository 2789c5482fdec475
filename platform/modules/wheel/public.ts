/**
 * What other modules may use of the wheel: granting a player a spin of the rocketplay wheel (a reward), once per
 * ref. The spin becomes a `manual_wheel` lootbox the next time the player's boxes are listed; opening it is the
 * lootboxes module's activation.
 */
export { grantWheelSpin } from './grants';
export { rotationGroupOf, WHEEL_ROTATION_GROUP, CHAT_ROTATION_GROUP } from './rotation';
