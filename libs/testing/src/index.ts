// Test helpers only: imported by *.spec.ts(x) files and */testing/ folders, never by product code.
export {
  answersByPath,
  fakeApi,
  ok,
  okAnswer,
  type Answer,
  type Answers,
  type Handler,
  type ReceivedCall,
} from './lib/fake-api';
export { renderOnRoute, type RenderOnRouteOptions } from './lib/render-on-route';
export { gameMenu, siteLanguages, startupAnswer, type StartupOverrides } from './lib/startup';
export {
  CurrentLocation,
  createTestStore,
  englishMessages,
  renderWithStore,
  type RenderWithStoreOptions,
  type TestStore,
  type TestStoreOptions,
} from './lib/test-store';
