/** Maximum-weight matching on a general graph (Edmonds' blossom algorithm with dual variables, O(n³)). */

import { BlossomForest } from './blossom-forest';

export type WeightedEdge = readonly [number, number, number];

class Matcher extends BlossomForest {
  private augmentMatching(k: number): void {
    const { endpoint, n } = this.g;
    const [v0, w0] = this.g.edges[k]!;
    for (const [s0, p0] of [
      [v0, 2 * k + 1],
      [w0, 2 * k],
    ] as const) {
      let s = s0;
      let p = p0;
      for (;;) {
        const bs = this.inblossom[s]!;
        if (bs >= n) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (this.labelend[bs] === -1) break;
        const t = endpoint[this.labelend[bs]!]!;
        const bt = this.inblossom[t]!;
        s = endpoint[this.labelend[bt]!]!;
        const j = endpoint[this.labelend[bt]! ^ 1]!;
        if (bt >= n) this.augmentBlossom(bt, j);
        this.mate[j] = this.labelend[bt]!;
        p = this.labelend[bt]! ^ 1;
      }
    }
  }

  /** Grow alternating trees from the queue; true when the matching was augmented. */
  private scan(): boolean {
    const { endpoint, neighbend } = this.g;
    while (this.queue.length) {
      const v = this.queue.pop()!;
      for (const p of neighbend[v]!) {
        const k = p >> 1;
        const w = endpoint[p]!;
        if (this.inblossom[v] === this.inblossom[w]) continue;
        let kslack = 0;
        if (!this.allowedge[k]) {
          kslack = this.slack(k);
          if (kslack <= 0) this.allowedge[k] = true;
        }
        const bw = this.inblossom[w]!;
        if (this.allowedge[k]) {
          if (this.label[bw] === 0) this.assignLabel(w, 2, p ^ 1);
          else if (this.label[bw] === 1) {
            const base = this.scanBlossom(v, w);
            if (base >= 0) this.addBlossom(base, k);
            else {
              this.augmentMatching(k);
              return true;
            }
          } else if (this.label[w] === 0) {
            this.label[w] = 2;
            this.labelend[w] = p ^ 1;
          }
        } else if (this.label[bw] === 1) {
          const b = this.inblossom[v]!;
          if (this.bestedge[b] === -1 || kslack < this.slack(this.bestedge[b]!)) this.bestedge[b] = k;
        } else if (this.label[w] === 0) {
          if (this.bestedge[w] === -1 || kslack < this.slack(this.bestedge[w]!)) this.bestedge[w] = k;
        }
      }
    }
    return false;
  }

  /** Change the duals by the largest safe step; false when the stage is over without augmentation. */
  private adjustDuals(maxCardinality: boolean): boolean {
    const { n } = this.g;
    let type = -1;
    let delta = 0;
    let edge = -1;
    let blossom = -1;
    if (!maxCardinality) {
      type = 1;
      delta = Math.min(...this.dualvar.slice(0, n));
    }
    for (let v = 0; v < n; v++)
      if (this.label[this.inblossom[v]!] === 0 && this.bestedge[v] !== -1) {
        const d = this.slack(this.bestedge[v]!);
        if (type === -1 || d < delta) [delta, type, edge] = [d, 2, this.bestedge[v]!];
      }
    for (let b = 0; b < 2 * n; b++)
      if (this.blossomparent[b] === -1 && this.label[b] === 1 && this.bestedge[b] !== -1) {
        const d = this.slack(this.bestedge[b]!) / 2;
        if (type === -1 || d < delta) [delta, type, edge] = [d, 3, this.bestedge[b]!];
      }
    for (let b = n; b < 2 * n; b++)
      if (this.blossombase[b]! >= 0 && this.blossomparent[b] === -1 && this.label[b] === 2 && (type === -1 || this.dualvar[b]! < delta))
        [delta, type, blossom] = [this.dualvar[b]!, 4, b];
    if (type === -1) [type, delta] = [1, Math.max(0, Math.min(...this.dualvar.slice(0, n)))];
    for (let v = 0; v < n; v++) {
      const l = this.label[this.inblossom[v]!];
      if (l === 1) this.dualvar[v]! -= delta;
      else if (l === 2) this.dualvar[v]! += delta;
    }
    for (let b = n; b < 2 * n; b++)
      if (this.blossombase[b]! >= 0 && this.blossomparent[b] === -1) {
        if (this.label[b] === 1) this.dualvar[b]! += delta;
        else if (this.label[b] === 2) this.dualvar[b]! -= delta;
      }
    if (type === 1) return false;
    if (type === 2 || type === 3) {
      this.allowedge[edge] = true;
      let [i, j] = this.g.edges[edge]!;
      if (type === 2 && this.label[this.inblossom[i]!] === 0) [i, j] = [j, i];
      this.queue.push(i);
    } else this.expandBlossom(blossom, false);
    return true;
  }

  run(maxCardinality: boolean): void {
    const { n } = this.g;
    for (let stage = 0; stage < n; stage++) {
      this.label.fill(0);
      this.bestedge.fill(-1);
      for (let b = n; b < 2 * n; b++) this.blossombestedges[b] = null;
      this.allowedge.fill(false);
      this.queue = [];
      for (let v = 0; v < n; v++) if (this.mate[v] === -1 && this.label[this.inblossom[v]!] === 0) this.assignLabel(v, 1, -1);
      let augmented = false;
      for (;;) {
        augmented = this.scan();
        if (augmented || !this.adjustDuals(maxCardinality)) break;
      }
      if (!augmented) break;
      for (let b = n; b < 2 * n; b++)
        if (this.blossomparent[b] === -1 && this.blossombase[b]! >= 0 && this.label[b] === 1 && this.dualvar[b] === 0) this.expandBlossom(b, true);
    }
    for (let v = 0; v < n; v++) if (this.mate[v]! >= 0) this.mate[v] = this.g.endpoint[this.mate[v]!]!;
  }
}

/**
 * A matching of maximum total weight (of maximum size first when `maxCardinality`). Edges are
 * `[i, j, weight]` over vertices 0…n-1 with integer weights; returns `mate[v]` (−1 when unmatched).
 */
export function maxWeightMatching(vertexCount: number, edges: readonly WeightedEdge[], maxCardinality = false): number[] {
  if (vertexCount === 0 || edges.length === 0) return new Array<number>(vertexCount).fill(-1);
  for (const [i, j, w] of edges)
    if (i === j || i < 0 || j < 0 || i >= vertexCount || j >= vertexCount || !Number.isInteger(w)) throw new RangeError(`bad edge ${i}-${j} (${w})`);
  const doubled = edges.map(([i, j, w]) => [i, j, 2 * w] as const);
  const endpoint = doubled.flatMap(([i, j]) => [i, j]);
  const neighbend: number[][] = Array.from({ length: vertexCount }, () => []);
  doubled.forEach(([i, j], k) => {
    neighbend[i]!.push(2 * k + 1);
    neighbend[j]!.push(2 * k);
  });
  const m = new Matcher({ n: vertexCount, edges: doubled, endpoint, neighbend });
  m.run(maxCardinality);
  return m.mate;
}
