/** The text nodes under `node` (the node itself when it is one), in document order. */
export function* textNodesUnder(node: Node): Generator<Text> {
  if (node.nodeType === Node.TEXT_NODE) {
    yield node as Text;
    return;
  }
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) yield text as Text;
}
