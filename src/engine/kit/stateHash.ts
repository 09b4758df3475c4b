/** A stable fingerprint of any JSON-safe value: the kit's (keys sorted, then two FNV-1a lanes, 64 bits). */
export { canonicalKey as canonicalJson } from './canonical';
export { hashText, hashValue as hashState } from './hash';
