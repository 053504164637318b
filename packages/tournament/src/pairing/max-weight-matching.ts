/** Maximum-weight matching on a general graph (Edmonds' blossom algorithm with dual variables, O(n³)). */

export type WeightedEdge = readonly [number, number, number];

interface Graph {
  n: number;
  edges: WeightedEdge[];
  endpoint: number[];
  neighbend: number[][];
}

class Matcher {
  readonly mate: number[];
  private readonly label: number[];
  private readonly labelend: number[];
  private readonly inblossom: number[];
  private readonly blossomparent: number[];
  private readonly blossomchilds: (number[] | null)[];
  private readonly blossombase: number[];
  private readonly blossomendps: (number[] | null)[];
  private readonly bestedge: number[];
  private readonly blossombestedges: (number[] | null)[];
  private readonly unusedblossoms: number[];
  private readonly dualvar: number[];
  private readonly allowedge: boolean[];
  private queue: number[] = [];

  constructor(private readonly g: Graph) {
    const { n, edges } = g;
    const maxweight = Math.max(0, ...edges.map((e) => e[2]));
    this.mate = new Array<number>(n).fill(-1);
    this.label = new Array<number>(2 * n).fill(0);
    this.labelend = new Array<number>(2 * n).fill(-1);
    this.inblossom = Array.from({ length: n }, (_, i) => i);
    this.blossomparent = new Array<number>(2 * n).fill(-1);
    this.blossomchilds = new Array<number[] | null>(2 * n).fill(null);
    this.blossombase = Array.from({ length: 2 * n }, (_, i) => (i < n ? i : -1));
    this.blossomendps = new Array<number[] | null>(2 * n).fill(null);
    this.bestedge = new Array<number>(2 * n).fill(-1);
    this.blossombestedges = new Array<number[] | null>(2 * n).fill(null);
    this.unusedblossoms = Array.from({ length: n }, (_, i) => n + i);
    this.dualvar = Array.from({ length: 2 * n }, (_, i) => (i < n ? maxweight : 0));
    this.allowedge = new Array<boolean>(edges.length).fill(false);
  }

  private slack(k: number): number {
    const [i, j, w] = this.g.edges[k]!;
    return this.dualvar[i]! + this.dualvar[j]! - 2 * w;
  }

  private leaves(b: number, out: number[] = []): number[] {
    if (b < this.g.n) out.push(b);
    else for (const t of this.blossomchilds[b]!) this.leaves(t, out);
    return out;
  }

  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inblossom[w]!;
    this.label[w] = this.label[b] = t;
    this.labelend[w] = this.labelend[b] = p;
    this.bestedge[w] = this.bestedge[b] = -1;
    if (t === 1) this.queue.push(...this.leaves(b));
    else {
      const base = this.blossombase[b]!;
      const m = this.mate[base]!;
      this.assignLabel(this.g.endpoint[m]!, 1, m ^ 1);
    }
  }

  private scanBlossom(v0: number, w0: number): number {
    const path: number[] = [];
    let base = -1;
    let v = v0;
    let w = w0;
    while (v !== -1 || w !== -1) {
      let b = this.inblossom[v]!;
      if (this.label[b]! & 4) {
        base = this.blossombase[b]!;
        break;
      }
      path.push(b);
      this.label[b] = 5;
      if (this.labelend[b] === -1) v = -1;
      else {
        v = this.g.endpoint[this.labelend[b]!]!;
        b = this.inblossom[v]!;
        v = this.g.endpoint[this.labelend[b]!]!;
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) this.label[b] = 1;
    return base;
  }

  private addBlossom(base: number, k: number): void {
    const { endpoint } = this.g;
    let [v, w] = this.g.edges[k]!;
    const bb = this.inblossom[base]!;
    let bv = this.inblossom[v]!;
    let bw = this.inblossom[w]!;
    const b = this.unusedblossoms.pop()!;
    this.blossombase[b] = base;
    this.blossomparent[b] = -1;
    this.blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      this.blossomparent[bv] = b;
      path.push(bv);
      endps.push(this.labelend[bv]!);
      v = endpoint[this.labelend[bv]!]!;
      bv = this.inblossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      this.blossomparent[bw] = b;
      path.push(bw);
      endps.push(this.labelend[bw]! ^ 1);
      w = endpoint[this.labelend[bw]!]!;
      bw = this.inblossom[w]!;
    }
    this.blossomchilds[b] = path;
    this.blossomendps[b] = endps;
    this.label[b] = 1;
    this.labelend[b] = this.labelend[bb]!;
    this.dualvar[b] = 0;
    for (const leaf of this.leaves(b)) {
      if (this.label[this.inblossom[leaf]!] === 2) this.queue.push(leaf);
      this.inblossom[leaf] = b;
    }
    this.collectBestEdges(b, path);
  }

  private collectBestEdges(b: number, path: readonly number[]): void {
    const bestedgeto = new Map<number, number>();
    for (const bv of path) {
      const lists = this.blossombestedges[bv] ? [this.blossombestedges[bv]!] : this.leaves(bv).map((v) => this.g.neighbend[v]!.map((p) => p >> 1));
      for (const list of lists)
        for (const k of list) {
          let [i, j] = this.g.edges[k]!;
          if (this.inblossom[j] === b) [i, j] = [j, i];
          const bj = this.inblossom[j]!;
          const prior = bestedgeto.get(bj);
          if (bj !== b && this.label[bj] === 1 && (prior === undefined || this.slack(k) < this.slack(prior))) bestedgeto.set(bj, k);
        }
      this.blossombestedges[bv] = null;
      this.bestedge[bv] = -1;
    }
    const best = [...bestedgeto.values()];
    this.blossombestedges[b] = best;
    this.bestedge[b] = -1;
    for (const k of best) if (this.bestedge[b] === -1 || this.slack(k) < this.slack(this.bestedge[b]!)) this.bestedge[b] = k;
  }

  private expandBlossom(b: number, endstage: boolean): void {
    for (const s of this.blossomchilds[b]!) {
      this.blossomparent[s] = -1;
      if (s < this.g.n) this.inblossom[s] = s;
      else if (endstage && this.dualvar[s] === 0) this.expandBlossom(s, endstage);
      else for (const v of this.leaves(s)) this.inblossom[v] = s;
    }
    if (!endstage && this.label[b] === 2) this.relabelExpanded(b);
    this.label[b] = -1;
    this.labelend[b] = -1;
    this.blossomchilds[b] = null;
    this.blossomendps[b] = null;
    this.blossombase[b] = -1;
    this.blossombestedges[b] = null;
    this.bestedge[b] = -1;
    this.unusedblossoms.push(b);
  }

  private relabelExpanded(b: number): void {
    const { endpoint } = this.g;
    const childs = this.blossomchilds[b]!;
    const endps = this.blossomendps[b]!;
    const at = <T>(a: readonly T[], i: number): T => a[((i % a.length) + a.length) % a.length]!;
    const entrychild = this.inblossom[endpoint[this.labelend[b]! ^ 1]!]!;
    let j = childs.indexOf(entrychild);
    let jstep: number;
    let endptrick: number;
    if (j & 1) {
      j -= childs.length;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    let p = this.labelend[b]!;
    while (j !== 0) {
      this.label[endpoint[p ^ 1]!] = 0;
      this.label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]!] = 0;
      this.assignLabel(endpoint[p ^ 1]!, 2, p);
      this.allowedge[at(endps, j - endptrick) >> 1] = true;
      j += jstep;
      p = at(endps, j - endptrick) ^ endptrick;
      this.allowedge[p >> 1] = true;
      j += jstep;
    }
    const bv = at(childs, j);
    this.label[endpoint[p ^ 1]!] = this.label[bv] = 2;
    this.labelend[endpoint[p ^ 1]!] = this.labelend[bv] = p;
    this.bestedge[bv] = -1;
    j += jstep;
    while (at(childs, j) !== entrychild) {
      const child = at(childs, j);
      j += jstep;
      if (this.label[child] === 1) continue;
      const leaves = this.leaves(child);
      const v = leaves.find((l) => this.label[l] !== 0) ?? leaves[leaves.length - 1]!;
      if (this.label[v] !== 0) {
        this.label[v] = 0;
        this.label[endpoint[this.mate[this.blossombase[child]!]!]!] = 0;
        this.assignLabel(v, 2, this.labelend[v]!);
      }
    }
  }

  private augmentBlossom(b: number, v: number): void {
    const { endpoint, n } = this.g;
    let t = v;
    while (this.blossomparent[t] !== b) t = this.blossomparent[t]!;
    if (t >= n) this.augmentBlossom(t, v);
    const childs = this.blossomchilds[b]!;
    const endps = this.blossomendps[b]!;
    const at = <T>(a: readonly T[], i: number): T => a[((i % a.length) + a.length) % a.length]!;
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number;
    let endptrick: number;
    if (i & 1) {
      j -= childs.length;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    while (j !== 0) {
      j += jstep;
      let c = at(childs, j);
      const p = at(endps, j - endptrick) ^ endptrick;
      if (c >= n) this.augmentBlossom(c, endpoint[p]!);
      j += jstep;
      c = at(childs, j);
      if (c >= n) this.augmentBlossom(c, endpoint[p ^ 1]!);
      this.mate[endpoint[p]!] = p ^ 1;
      this.mate[endpoint[p ^ 1]!] = p;
    }
    this.blossomchilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    this.blossomendps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    this.blossombase[b] = this.blossombase[this.blossomchilds[b]![0]!]!;
  }

  private augmentMatching(k: number): void {
    const { endpoint, n } = this.g;
    const [v0, w0] = this.g.edges[k]!;
    for (const [s0, p0] of [[v0, 2 * k + 1], [w0, 2 * k]] as const) {
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
