/**
 * happy-dom puts `nodeName` getters on subclasses and a `Node.prototype` getter that answers '' for
 * elements. DOMPurify reads `nodeName` through `Node.prototype` (its anti-clobbering guard), so under
 * happy-dom it would see nameless elements and sanitise wrongly. Browsers behave; this test-only shim makes
 * the base getter defer to the most specific one. Import it before rendering CMS content in unit tests.
 */
const base = Object.getOwnPropertyDescriptor(window.Node.prototype, 'nodeName');
if (base?.get && !(base.get as { shimmed?: boolean }).shimmed) {
  const baseGet = base.get;
  const get = function (this: Node): string {
    let proto = Object.getPrototypeOf(this) as object | null;
    while (proto && proto !== window.Node.prototype) {
      const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
      if (own?.get) return own.get.call(this) as string;
      proto = Object.getPrototypeOf(proto) as object | null;
    }
    return baseGet.call(this) as string;
  };
  Object.assign(get, { shimmed: true });
  Object.defineProperty(window.Node.prototype, 'nodeName', { ...base, get });
}
export {};
