// The classifier area (the learned model's screen) as the route table sees it.
export { classifierArea } from './classifier-area';
