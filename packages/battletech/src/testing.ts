/**
 * Rule entry points and unit fixtures for other workspaces' tests (`@marshal/battletech/testing`): the to-hit and
 * piloting rulings made directly, without a battle, so a test can read what the engine writes.
 */
export { PHYSICAL, physicalToHit } from './rules/physical-attacks/physical';
export { psrRuling } from './rules/piloting/piloting';
export { type WeaponAttackInput, weaponToHit } from './rules/to-hit/to-hit';
export { mech, withHeat } from './test/fixtures';
export { duelSetup } from './battle/test/setup';
