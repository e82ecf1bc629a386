// The inbound mail area (the Arriving screen) as the route table sees it.
export { inboundArea } from './inbound-area';
