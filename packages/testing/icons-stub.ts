// @ant-design/icons 6 ships ESM-only colour helpers the CommonJS jest run cannot load; in unit
// tests every icon renders nothing.
module.exports = new Proxy({}, { get: (_t, name) => (name === '__esModule' ? true : () => null) });
