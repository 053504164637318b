import { NumberField } from '../../components/number-field';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../i18n/i18n';

export interface Token {
  readonly id: string;
  readonly hex: string;
  readonly waterDepth: number;
}

const HEX = /^\d{4,6}$/;
export const hexProblem = (label: string, hex: string): string | null =>
  HEX.test(hex.trim()) ? null : i18next.t('objective.hexProblem', { ns: 'missions', label });

/** Tokens laid out for a mission that needs `count` of them: keep the ones entered, add the rest five hexes apart. */
/**
 * Where new tokens start: spread over the middle of one 16×17 sheet, at least 4 hexes from every edge (Rapid Recon's
 * least distance) and 6 apart, so the defaults are always a legal placement; the defender moves them to taste.
 */
const DEFAULT_TOKEN_HEXES = ['0505', '1105', '0512', '1112', '0808', '0508', '1108', '0813'];

export function tokensFor(count: number, prior: readonly Token[]): Token[] {
  return Array.from({ length: count }, (_, i) => prior[i] ?? { id: `t${i + 1}`, hex: DEFAULT_TOKEN_HEXES[i % DEFAULT_TOKEN_HEXES.length]!, waterDepth: 0 });
}

/** Objective tokens the defender places (Sabotage, Rapid Recon), each with its hex and water depth. */
export function TokenFields({
  tokens,
  onChange,
  error,
  onValidity,
}: {
  tokens: readonly Token[];
  onChange: (t: Token[]) => void;
  error: string | null;
  onValidity: (key: string, error: string | null) => void;
}) {
  const { t: tr } = useTranslation('missions');
  const set = (i: number, patch: Partial<Token>) => onChange(tokens.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <fieldset className="panel" aria-label={tr('objective.tokens')}>
      <legend>{tr('objective.tokensLegend')}</legend>
      {tokens.map((t, i) => {
        // Players number the tokens on the table ("Objective 2"); the id stays in the set-up.
        const name = tr('objective.name', { n: i + 1 });
        const bad = hexProblem(tr('objective.tokenHex', { id: name }), t.hex);
        return (
          <div key={t.id} className="token">
            <label>
              {tr('objective.hex', { id: name })}{' '}
              <input
                aria-label={tr('objective.hex', { id: name })}
                aria-invalid={bad ? 'true' : 'false'}
                value={t.hex}
                onChange={(e) => set(i, { hex: e.target.value })}
                size={5}
              />
            </label>{' '}
            <NumberField
              label={tr('objective.depth', { id: name })}
              fieldKey={`tokens.${i}.waterDepth`}
              value={t.waterDepth}
              integer
              min={0}
              max={15}
              onValidity={onValidity}
              onChange={(v) => v !== null && set(i, { waterDepth: v })}
            />
            {bad && (
              <span className="field-error" role="alert">
                {bad}
              </span>
            )}
          </div>
        );
      })}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The one objective hex of Extraction (where the objective lies) or Take the Position (the centre of the area). */
export function ObjectiveHexField({ mission, hex, onChange, error }: { mission: string; hex: string; onChange: (h: string) => void; error: string | null }) {
  const { t: tr } = useTranslation('missions');
  const label = mission === 'extraction' ? tr('objective.extraction') : tr('objective.position');
  const bad = hex.trim() === '' && mission !== 'extraction' ? null : hexProblem(tr('objective.objectiveHex'), hex);
  const shown = bad ?? error;
  return (
    <div className="panel">
      <label>
        {label}{' '}
        <input
          aria-label={tr('objective.objectiveHex')}
          aria-invalid={shown ? 'true' : 'false'}
          value={hex}
          onChange={(e) => onChange(e.target.value)}
          size={5}
        />
      </label>
      {shown && (
        <span className="field-error" role="alert">
          {shown}
        </span>
      )}
    </div>
  );
}

/** Ways to lay out a number of sheets: every row but the last full (a digital battle needs every place filled). */
export function layoutsFor(sheets: number, digital = false): { rows: number; cols: number }[] {
  const out: { rows: number; cols: number }[] = [];
  for (let rows = 1; rows <= sheets; rows++)
    for (let cols = 1; cols <= sheets; cols++) {
      const gap = rows * cols - sheets;
      if (gap >= 0 && gap < cols && (!digital || gap === 0) && (gap === 0 || rows > 1)) out.push({ rows, cols });
    }
  return out;
}
