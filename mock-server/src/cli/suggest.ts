// The hints live in contract/ so that the HTTP layer's validators can offer them too (a fault's
// route); the CLI's modules keep importing them from here.
export { closest, didYouMean } from "../contract/suggest";
