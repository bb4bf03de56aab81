require('@testing-library/jest-dom');

// jsdom lacks the encoding API that react-router reads at import time; Node has it.
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextDecoder, TextEncoder });
