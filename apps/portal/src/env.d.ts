/// <reference types="vite/client" />

/** True when the portal was built with OXILIO_DEBUG=1: adds the debug route (outbox). */
declare const __DEBUG_ROUTES__: boolean;
