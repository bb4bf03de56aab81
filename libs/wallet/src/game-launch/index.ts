/**
 * Game launch: the launch call, the game frame and the balance hand-over to the seamless wallet go here
 * (one store on the root store, its components and messages). Nothing is launched from here yet.
 */
export {};
