export { sampleCampaignSetup as setup, unit, natalieLance, ralphStars, attackerSide, defenderSide } from '../src/sample';
