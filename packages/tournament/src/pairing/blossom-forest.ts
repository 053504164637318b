/** The blossom forest behind maximum-weight matching: labels, duals, and shrinking, expanding and augmenting blossoms. */

export interface Graph {
  readonly n: number;
  readonly edges: readonly (readonly [number, number, number])[];
  readonly endpoint: readonly number[];
  readonly neighbend: readonly (readonly number[])[];
}

/** Index into a blossom's cycle of children or endpoints, wrapping round both ways. */
const at = <T>(a: readonly T[], i: number): T => a[((i % a.length) + a.length) % a.length]!;

/**
 * How to walk a blossom's cycle from child `i` back to its base along the even-length side: forwards from
 * `i − length` when `i` is odd, backwards from `i` when it is even (`endptrick` picks the endpoint of each edge).
 */
const walkRound = (i: number, length: number) => (i & 1 ? { start: i - length, jstep: 1, endptrick: 0 } : { start: i, jstep: -1, endptrick: 1 });

export class BlossomForest {
  readonly mate: number[];
  protected readonly label: number[];
  protected readonly labelend: number[];
  protected readonly inblossom: number[];
  protected readonly blossomparent: number[];
  protected readonly blossomchilds: (number[] | null)[];
  protected readonly blossombase: number[];
  protected readonly blossomendps: (number[] | null)[];
  protected readonly bestedge: number[];
  protected readonly blossombestedges: (number[] | null)[];
  protected readonly unusedblossoms: number[];
  protected readonly dualvar: number[];
  protected readonly allowedge: boolean[];
  protected queue: number[] = [];

  constructor(protected readonly g: Graph) {
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

  protected slack(k: number): number {
    const [i, j, w] = this.g.edges[k]!;
    return this.dualvar[i]! + this.dualvar[j]! - 2 * w;
  }

  protected leaves(b: number, out: number[] = []): number[] {
    if (b < this.g.n) out.push(b);
    else for (const t of this.blossomchilds[b]!) this.leaves(t, out);
    return out;
  }

  protected assignLabel(w: number, t: number, p: number): void {
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

  protected scanBlossom(v0: number, w0: number): number {
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

  protected addBlossom(base: number, k: number): void {
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

  protected collectBestEdges(b: number, path: readonly number[]): void {
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

  protected expandBlossom(b: number, endstage: boolean): void {
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

  protected relabelExpanded(b: number): void {
    const { endpoint } = this.g;
    const childs = this.blossomchilds[b]!;
    const endps = this.blossomendps[b]!;
    const entrychild = this.inblossom[endpoint[this.labelend[b]! ^ 1]!]!;
    const { jstep, endptrick, start } = walkRound(childs.indexOf(entrychild), childs.length);
    let j = start;
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

  protected augmentBlossom(b: number, v: number): void {
    const { endpoint, n } = this.g;
    let t = v;
    while (this.blossomparent[t] !== b) t = this.blossomparent[t]!;
    if (t >= n) this.augmentBlossom(t, v);
    const childs = this.blossomchilds[b]!;
    const endps = this.blossomendps[b]!;
    const i = childs.indexOf(t);
    const { jstep, endptrick, start } = walkRound(i, childs.length);
    let j = start;
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
}
