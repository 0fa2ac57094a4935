/**
 * Tells interested parts of this instance that content changed, so the landing cache drops its copy.
 * Feature services call `changed()` after every successful write.
 */
export class ContentChanges {
  private readonly listeners: Array<(what: string) => void> = [];

  on(listener: (what: string) => void): void {
    this.listeners.push(listener);
  }

  changed(what: string): void {
    for (const listener of this.listeners) listener(what);
  }
}
