import { Graph, layout, type Point } from '@dagrejs/dagre';
import type { FlowGraph, FlowNode } from './flow-graph';
import { escapeXml, wrapText } from './wrap-text';

// Sizes in SVG units for a 12-unit sans-serif font: about 6.6 units a character.
const charWidth = 6.6;
const lineHeight = 15;
const nodeChars = 28;
const edgeChars = 36;

interface Box {
  lines: string[];
  width: number;
  height: number;
}

function box(text: string, chars: number, padding: number): Box {
  const lines = wrapText(text, chars);
  const longest = Math.max(1, ...lines.map((line) => line.length));
  return {
    lines,
    width: Math.ceil(longest * charWidth) + padding * 2,
    height: lines.length * lineHeight + padding * 2,
  };
}

function textLines(lines: string[], x: number, top: number, className: string): string {
  return lines
    .map(
      (line, i) =>
        `<text class="${className}" x="${x.toFixed(1)}" y="${(top + (i + 0.8) * lineHeight).toFixed(1)}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
}

function nodeLabel(node: FlowNode): string {
  if (node.kind === 'review') return 'Review';
  return node.condition ? `${node.label} (only if ${node.condition})` : node.label;
}

/**
 * The flow laid out top to bottom by dagre and drawn as SVG: steps as boxes (a step asked only
 * sometimes dashed), the review doubled, Quick Step continuations rounded, and each edge with its
 * condition in words. Each node carries `data-node` and each edge `data-edge` ("from>to"), so
 * tests and the studio's links can find them.
 */
export function flowSvg(flow: FlowGraph, title: string, markerId = `arrow-${flow.formId}`): string {
  const graph = new Graph({ multigraph: false });
  graph.setGraph({
    rankdir: 'TB',
    nodesep: 40,
    ranksep: 46,
    edgesep: 20,
    marginx: 12,
    marginy: 12,
  });
  graph.setDefaultEdgeLabel(() => ({}));
  const boxes = new Map<string, Box>();
  for (const node of flow.nodes) {
    const b = box(nodeLabel(node), nodeChars, 10);
    boxes.set(node.id, b);
    graph.setNode(node.id, { width: Math.max(b.width, 120), height: b.height });
  }
  const edgeBoxes = new Map<string, Box>();
  for (const edge of flow.edges) {
    const b = box(edge.when, edgeChars, 3);
    edgeBoxes.set(`${edge.from}>${edge.to}`, b);
    graph.setEdge(edge.from, edge.to, {
      width: edge.when ? b.width : 0,
      height: edge.when ? b.height : 0,
      labelpos: 'c',
    });
  }
  layout(graph);
  const { width = 0, height = 0 } = graph.graph();
  const parts: string[] = [];
  for (const edge of flow.edges) {
    const key = `${edge.from}>${edge.to}`;
    const laid = graph.edge(edge.from, edge.to);
    const points = (laid.points ?? [])
      .map((p: Point) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
      .join(' ');
    const b = edgeBoxes.get(key);
    const label =
      edge.when && b && laid.x !== undefined && laid.y !== undefined
        ? `<rect class="edge-label" x="${(laid.x - b.width / 2).toFixed(1)}" y="${(laid.y - b.height / 2).toFixed(1)}" width="${b.width}" height="${b.height}"/>` +
          textLines(b.lines, laid.x, laid.y - b.height / 2 + 3, 'edge-text')
        : '';
    parts.push(
      `<g class="edge" data-edge="${escapeXml(key)}"><polyline points="${points}" marker-end="url(#${escapeXml(markerId)})"/>${label}</g>`,
    );
  }
  for (const node of flow.nodes) {
    const laid = graph.node(node.id);
    const b = boxes.get(node.id);
    if (!b) continue;
    const w = laid.width;
    const x = laid.x - w / 2;
    const y = laid.y - laid.height / 2;
    const dashed = node.condition ? ' conditional' : '';
    const round = node.kind === 'continuation' ? ' rx="14"' : ' rx="3"';
    const inner =
      node.kind === 'review'
        ? `<rect class="inner" x="${(x + 4).toFixed(1)}" y="${(y + 4).toFixed(1)}" width="${w - 8}" height="${laid.height - 8}" rx="2"/>`
        : '';
    parts.push(
      `<g class="node ${node.kind}${dashed}" data-node="${escapeXml(node.id)}"><rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w}" height="${laid.height}"${round}/>${inner}${textLines(b.lines, laid.x, y + 10, 'node-text')}</g>`,
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="flow" role="img" aria-label="${escapeXml(title)}" viewBox="0 0 ${Math.ceil(width)} ${Math.ceil(height)}" width="${Math.ceil(width)}" height="${Math.ceil(height)}">`,
    `<title>${escapeXml(title)}</title>`,
    '<style>.node rect{fill:#fff;stroke:#1f3a5f;stroke-width:1.5}.node.conditional>rect{stroke-dasharray:6 4}.node.review>rect{fill:#eef4fb}.node.continuation>rect{fill:#fdf6e3;stroke:#8a6d1f}.edge polyline{fill:none;stroke:#444;stroke-width:1.3}.edge-label{fill:#fff;stroke:none}text{font:12px system-ui,sans-serif;fill:#111}.edge-text{font-size:11px;fill:#333}</style>',
    `<defs><marker id="${escapeXml(markerId)}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="#444"/></marker></defs>`,
    ...parts,
    '</svg>',
  ].join('');
}
