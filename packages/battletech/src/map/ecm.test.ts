import { describe, expect, it } from 'vitest';
import { parseHexLabel } from '@marshal/core';
import { angelSuite, commsEccm, ecmField, ecmRules, ecmSuite, enemyEcmAt, lineUnderEcm } from './ecm';
import { probeDetections, probeRules } from './probe';
import { testMap } from './test-boards';

const H = parseHexLabel;
const to = ecmRules(['tacops-eccm']);

describe('ECM fields', () => {
  it('Total Warfare: an enemy ECM suite affects every hex within 6', () => {
    const e = [ecmSuite('guardian', 'red', H('0808'))];
    expect(enemyEcmAt(e, 'blue', H('0814'))).toBe(true);
    expect(enemyEcmAt(e, 'blue', H('0815'))).toBe(false);
    expect(enemyEcmAt(e, 'red', H('0808'))).toBe(false);
    expect(ecmField(testMap([]), e, 'blue')).toHaveLength(127);
  });
  it('without the option, friendly ECCM does not count; with it, one ECCM counters one ECM in a hex', () => {
    const e = [ecmSuite('r1', 'red', H('0808')), ecmSuite('b1', 'blue', H('0810'), 'eccm')];
    expect(enemyEcmAt(e, 'blue', H('0809'))).toBe(true);
    expect(enemyEcmAt(e, 'blue', H('0809'), to)).toBe(false);
    expect(enemyEcmAt(e, 'blue', H('0802'), to)).toBe(true); // outside the ECCM bubble
    const two = [...e, ecmSuite('r2', 'red', H('0807'))];
    expect(enemyEcmAt(two, 'blue', H('0809'), to)).toBe(true);
  });
  it('Angel ECM is countered only by Angel ECCM; one Angel ECCM counters any amount of standard ECM', () => {
    const angel = [angelSuite('r', 'red', H('0808'), 'ecm'), ecmSuite('b', 'blue', H('0809'), 'eccm'), ecmSuite('b2', 'blue', H('0809'), 'eccm')];
    expect(enemyEcmAt(angel, 'blue', H('0809'), to)).toBe(true);
    const many = [
      ecmSuite('r1', 'red', H('0808')),
      ecmSuite('r2', 'red', H('0808')),
      ecmSuite('r3', 'red', H('0808')),
      angelSuite('b', 'blue', H('0809'), 'eccm'),
    ];
    expect(enemyEcmAt(many, 'blue', H('0809'), to)).toBe(false);
    const vsAngel = [angelSuite('r', 'red', H('0808'), 'ecm'), angelSuite('b', 'blue', H('0809'), 'eccm')];
    expect(enemyEcmAt(vsAngel, 'blue', H('0809'), to)).toBe(false);
  });
  it('an Angel run as two standard suites projects ECM and ECCM at once', () => {
    const e = [angelSuite('r', 'red', H('0808'), 'two-standard'), ecmSuite('b', 'blue', H('0809'))];
    expect(enemyEcmAt(e, 'blue', H('0809'), to)).toBe(true);
    expect(enemyEcmAt(e, 'red', H('0809'), to)).toBe(false);
  });
  it('communications equipment: 3–6 t is half a suite, 7 t or more a whole one', () => {
    const red = ecmSuite('r', 'red', H('0808'));
    expect(enemyEcmAt([red, commsEccm('c', 'blue', H('0809'), 5)], 'blue', H('0809'), to)).toBe(true);
    expect(enemyEcmAt([red, commsEccm('c', 'blue', H('0809'), 5), commsEccm('d', 'blue', H('0809'), 4)], 'blue', H('0809'), to)).toBe(false);
    expect(enemyEcmAt([red, commsEccm('c', 'blue', H('0809'), 7)], 'blue', H('0809'), to)).toBe(false);
    expect(commsEccm('c', 'blue', H('0809'), 2).eccm).toBe(0);
  });
  it('a line is jammed if any hex on it is', () => {
    const e = [ecmSuite('r', 'red', H('1508'))];
    expect(lineUnderEcm([H('0101'), H('0909')], e, 'blue')).toBe(true);
    expect(lineUnderEcm([H('0101'), H('0202')], e, 'blue')).toBe(false);
  });
});

describe('active probes along a path (seed 003 §8.5.1)', () => {
  const map = testMap(['0306', '0406', '0506', '0606', '0706', '0806', '0906', '1006', '1106', '1206', '1306'].map((l) => `${l} 3`));
  const path = ['0110', '0210', '0310', '0410', '0510', '0610', '0710', '0810', '0910', '1010'].map((l) => H(l));
  const hidden = [
    { id: 'ambusher', hex: H('0614') },
    { id: 'behind-hill', hex: H('0804') },
    { id: 'stealthy', hex: H('0412'), needsBloodhound: true },
  ];
  it('standard rules probe only from the end of the move', () => {
    expect(probeDetections(map, path, { range: 4 }, hidden)).toEqual([]);
  });
  it('the option probes from every hex passed, needing range and line of sight', () => {
    const found = probeDetections(map, path, { range: 4 }, hidden, probeRules(['tacops-probe-whole-path']));
    expect(found).toEqual([{ id: 'ambusher', from: '0610', step: 5 }]);
    const hound = probeDetections(map, path, { range: 8, bloodhound: true }, hidden, probeRules(['tacops-probe-whole-path']));
    expect(hound.map((d) => d.id).sort()).toEqual(['ambusher', 'stealthy']);
  });
  it('a jammed position does not probe, but a unit within one hex is always found', () => {
    const all = probeRules(['tacops-probe-whole-path']);
    expect(probeDetections(map, path, { range: 4 }, hidden, all, () => true)).toEqual([]);
    expect(probeDetections(map, path, { range: 4 }, [{ id: 'adjacent', hex: H('0511') }], all, () => true)).toEqual([
      { id: 'adjacent', from: '0410', step: 3 },
    ]);
  });
});
