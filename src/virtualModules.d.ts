// The modules the build writes (scripts/build/registryShell.ts).
declare module 'virtual:registry-shell' {
  const shells: readonly import('./domain/declaration/shell').EntryShell[];
  export default shells;
}
declare module 'virtual:declared-messages/*' {
  const messages: import('./domain/declaration/entry').MessageTree;
  export default messages;
}
