import './maps.css';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hex } from '@marshal/core';
import { type EdgeName, type GameMap, OPPOSITE_EDGE, edgeHexes, gridLabel, standardLayout } from '@marshal/battletech';
import { useApi } from '../../use-api';
import { type BoardOverlay, type BoardUnit, BoardView } from './board-view';
import { LosTool, computeLos, initialLos } from './los-tool';
import { PathTool, computePath, initialPath } from './path-tool';
import { UnitsTool, ecmOverlay, initialUnits, placeUnit } from './units-tool';
import { LAYOUTS, type Sheet, USUAL_LAYOUT, mapPath, sheetsInUse } from './map-request';

const DEFAULT_BOARD = 'Beginner Box/16x17 Grassland 1';

/** Mapsheets: compose up to six MegaMek boards, pan and zoom, overlays, and the line-of-sight and movement tools. */
export function MapsPage() {
  const { t } = useTranslation('maps');
  const boards = useApi<string[]>('/maps/boards');
  const [count, setCount] = useState(1);
  const [layout, setLayout] = useState(USUAL_LAYOUT);
  const [sheets, setSheets] = useState<Sheet[]>(Array.from({ length: 6 }, () => ({ board: DEFAULT_BOARD, rotated: false })));
  const [tool, setTool] = useState<'los' | 'path' | 'units'>('los');
  const [placed, setPlaced] = useState(initialUnits);
  const [los, setLos] = useState(initialLos);
  const [path, setPath] = useState(initialPath);
  const [deploy, setDeploy] = useState<{ edge: EdgeName | ''; depth: number }>({ edge: '', depth: 3 });
  const [objectives, setObjectives] = useState('');
  const [renderMs, setRenderMs] = useState<number | null>(null);
  const used = sheetsInUse(sheets, count, layout);
  const map = useApi<GameMap>(mapPath(sheets, count, layout));
  const m = map.data;
  const losOut = useMemo(() => (m ? computeLos(m, los) : { result: null, error: null }), [m, los]);
  const pathOut = useMemo(() => (m ? computePath(m, path) : { result: null, error: null }), [m, path]);
  const onRendered = useCallback((ms: number) => setRenderMs(Math.round(ms)), []);

  const setCountAndLayout = (n: number) => {
    setCount(n);
    try {
      standardLayout(n);
      setLayout(USUAL_LAYOUT); // the server joins the sheets long edge to long edge by their drawn size
    } catch {
      /* no standard layout: keep the chosen one */
    }
  };
  const onHexClick = (label: string, h: Hex) => {
    if (tool === 'units') setPlaced(placeUnit(placed, h, label));
    else if (tool === 'los') setLos({ ...los, [los.picking]: h, picking: los.picking === 'attacker' ? 'target' : 'attacker' });
    else setPath({ ...path, start: h });
  };
  const units: BoardUnit[] = [...placed.units];
  if (los.attacker) units.push({ id: 'attacker', hex: los.attacker, facing: 0, label: 'attacker', colour: '#1f4fb2' });
  if (los.target) units.push({ id: 'target', hex: los.target, facing: 3, label: 'target', colour: '#b22222' });
  if (m && path.start && pathOut.result) {
    const end = pathOut.result.end;
    const hex = [...Array(m.width * m.height).keys()]
      .map((i) => ({ col: i % m.width, row: Math.floor(i / m.width) }))
      .find((h) => gridLabel(m, h) === end.hex)!;
    units.push({ id: 'mover', hex, facing: end.facing, label: 'moving unit', colour: '#2f7d32' });
  }
  const overlays: BoardOverlay[] = [];
  if (m && deploy.edge) {
    const zone = (edge: EdgeName) => edgeHexes(m, edge, deploy.depth).map((h) => gridLabel(m, h));
    overlays.push({
      id: 'deploy-attacker',
      kind: 'deployment',
      label: t('overlay.attacker', { edge: t(`edge.${deploy.edge}`), count: deploy.depth }),
      colour: '#1f6fd1',
      hexes: zone(deploy.edge),
    });
    overlays.push({
      id: 'deploy-defender',
      kind: 'deployment',
      label: t('overlay.defender', { edge: t(`edge.${OPPOSITE_EDGE[deploy.edge]}`) }),
      colour: '#b22222',
      hexes: zone(OPPOSITE_EDGE[deploy.edge]),
    });
  }
  const ecmHexes = m ? ecmOverlay(m, placed) : [];
  if (ecmHexes.length)
    overlays.push({ id: 'ecm', kind: 'objective', label: t('overlay.ecm', { side: placed.showEcmFor }), colour: '#7a3fb2', hexes: ecmHexes });
  const objectiveHexes = objectives.split(/[\s,]+/).filter((s) => /^\d{4}$/.test(s));
  if (objectiveHexes.length) overlays.push({ id: 'objectives', kind: 'objective', label: t('overlay.objectives'), colour: '#d1a21f', hexes: objectiveHexes });
  if (tool === 'los' && losOut.result)
    overlays.push({ id: 'los', kind: 'line', label: t('overlay.los'), colour: losOut.result.blocked ? '#d11f1f' : '#e08a00', hexes: losOut.result.hexes });
  if (tool === 'path' && pathOut.result && pathOut.result.start)
    overlays.push({
      id: 'path',
      kind: 'path',
      label: t('overlay.path'),
      colour: '#2f7d32',
      hexes: [pathOut.result.start.hex, ...pathOut.result.steps.map((s) => s.hex)],
    });

  return (
    <>
      <h1>{t('title')}</h1>
      <section aria-label={t('sheets')}>
        <label>
          {t('sheetCount')}{' '}
          <select value={count} onChange={(e) => setCountAndLayout(Number(e.target.value))}>
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>{' '}
        <label>
          {t('layout')}{' '}
          <select value={layout} onChange={(e) => setLayout(e.target.value)}>
            {count !== 5 && <option value={USUAL_LAYOUT}>{t('usualLayout')}</option>}
            {LAYOUTS.filter((l) => {
              const [r, c] = l.split('x').map(Number);
              return r! * c! === count;
            }).map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>
        </label>
        <div className="maps-sheets">
          {used.map((s, i) => (
            <label key={i}>
              {t('sheet', { n: i + 1 })}
              <select value={s.board} onChange={(e) => setSheets(sheets.map((x, j) => (j === i ? { ...x, board: e.target.value } : x)))}>
                {(boards.data ?? [DEFAULT_BOARD]).map((b) => (
                  <option key={b} value={b}>
                    {b}
                  </option>
                ))}
              </select>
              <span>
                <input
                  type="checkbox"
                  checked={s.rotated}
                  onChange={(e) => setSheets(sheets.map((x, j) => (j === i ? { ...x, rotated: e.target.checked } : x)))}
                />{' '}
                {t('rotate')}
              </span>
            </label>
          ))}
        </div>
      </section>
      {map.error && <p role="alert">{map.error.message}</p>}
      <div className="maps-layout">
        <div>
          {m && <BoardView map={m} units={units} overlays={overlays} onHexClick={onHexClick} onRendered={onRendered} />}
          {m && (
            <p className="muted" data-render-ms={renderMs ?? ''}>
              {t('summary', {
                name: m.name,
                width: m.width,
                height: m.height,
                edges: m.edges.map((e) => `${t(`edge.${e.name}`)} ${t(`edgeKind.${e.kind}`)}`).join(', '),
              })}
              {renderMs !== null ? t('drawn', { ms: renderMs }) : ''}
            </p>
          )}
        </div>
        <div className="maps-tools">
          <fieldset>
            <legend>{t('tool.label')}</legend>
            <label>
              <input type="radio" name="tool" checked={tool === 'los'} onChange={() => setTool('los')} /> {t('tool.los')}
            </label>
            <label>
              <input type="radio" name="tool" checked={tool === 'path'} onChange={() => setTool('path')} /> {t('tool.path')}
            </label>
            <label>
              <input type="radio" name="tool" checked={tool === 'units'} onChange={() => setTool('units')} /> {t('tool.units')}
            </label>
          </fieldset>
          <fieldset>
            <legend>{t('overlays')}</legend>
            <label>
              {t('attackerEdge')}{' '}
              <select value={deploy.edge} onChange={(e) => setDeploy({ ...deploy, edge: e.target.value as EdgeName | '' })}>
                <option value="">{t('none')}</option>
                {(['north', 'south', 'east', 'west'] as const).map((e) => (
                  <option key={e} value={e}>
                    {t(`edge.${e}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('depth')}{' '}
              <input type="number" min={1} max={10} value={deploy.depth} onChange={(e) => setDeploy({ ...deploy, depth: Number(e.target.value) })} />
            </label>
            <label>
              {t('objectives')} <input value={objectives} onChange={(e) => setObjectives(e.target.value)} placeholder="0808 1012" />
            </label>
          </fieldset>
          {tool === 'los' && <LosTool state={los} setState={setLos} {...losOut} />}
          {tool === 'path' && <PathTool state={path} setState={setPath} {...pathOut} />}
          {tool === 'units' && <UnitsTool state={placed} setState={setPlaced} />}
        </div>
      </div>
    </>
  );
}
