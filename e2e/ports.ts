// The e2e servers' ports. E2E_PORT_OFFSET moves both, so two checkouts can run their e2e suites on
// one machine at the same time (default: API 18091, console 18080).
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const API_PORT = 18091 + offset;
export const CONSOLE_PORT = 18080 + offset;
/** The console as the browser reaches it (cookies are set for this origin). */
export const CONSOLE = `http://localhost:${CONSOLE_PORT}`;
/** The e2e API directly (setup calls outside the browser). */
export const API = `http://127.0.0.1:${API_PORT}`;
