import { describe, expect, it } from 'vitest';
import { parsePlayersCsv, standingsCsv } from './csv';
import { DEFAULT_SCHEDULE, scheduleProblem } from './schedule';

describe('players CSV', () => {
  it('reads id,name,faction,club with quotes and semicolons, making ids from names when empty', () => {
    const rows = parsePlayersCsv('id,name,faction,club\nanna,Anna Weber,Lyran Commonwealth,"Würzburg, Bavaria"\n,"Jo ""Hammer"" Li";Draconis Combine\n\n');
    expect(rows).toEqual([
      { player: 'anna', name: 'Anna Weber', faction: 'Lyran Commonwealth', club: 'Würzburg, Bavaria' },
      { player: 'jo-hammer-li', name: 'Jo "Hammer" Li', faction: 'Draconis Combine' },
    ]);
  });
  it('names the line and field of a bad row', () => {
    expect(() => parsePlayersCsv('name,faction\nAnna,', 'signup.csv')).toThrow(/^signup\.csv:2, field faction: no faction for Anna/);
    expect(() => parsePlayersCsv('id,name,faction\na,A,X\na,B,Y', 's.csv')).toThrow(/s\.csv:3, field id: id "a" appears twice/);
    expect(() => parsePlayersCsv('who,faction\n', 's.csv')).toThrow(/s\.csv:1: .*"name" is missing/);
  });
});

describe('standings CSV and schedule', () => {
  it('writes one row per player with every tiebreaker column', () => {
    const csv = standingsCsv([
      {
        place: 1,
        id: 'a',
        name: 'A, the first',
        points: 20,
        kills: 3,
        crippling: 1,
        rosterPulsePoints: 4,
        rosterPrecisionPoints: 0,
        unpainted: 0,
        coinToss: null,
        aheadOfNextBy: 'more-kills',
        tiedWithNext: false,
      },
    ]);
    expect(csv).toBe(
      'place,id,name,points,kills,crippling,rosterPulsePoints,rosterPrecisionPoints,unpainted,coinToss,aheadOfNextBy,tiedWithNext\n1,a,"A, the first",20,3,1,4,0,0,,more-kills,false\n',
    );
  });
  it('the seed timetable has six one-hour duels and is consistent', () => {
    expect(DEFAULT_SCHEDULE.filter((s) => s.duel).length).toBe(6);
    expect(scheduleProblem(DEFAULT_SCHEDULE)).toBeNull();
    expect(
      scheduleProblem([
        { from: '10:00', to: '11:00', what: 'a' },
        { from: '10:30', to: '11:30', what: 'b' },
      ]),
    ).toMatch(/starts before/);
  });
});
