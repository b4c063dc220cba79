// The panel's first load carries each declaration's shell (scripts/build/registryShell.ts writes
// it from resources/); everything the shell derives must be what the whole declarations derive.
import shells from 'virtual:registry-shell';
import english from 'virtual:declared-messages/en';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../gateway/seed/accounts';
import { declaredMappings } from '../../dataProvider/declaredCalls';
import type { AccessSubject } from '../../src/domain/access';
import { safePaths } from '../../src/framework/access';
import { createCanAccess } from '../../src/framework/canAccess';
import { declaredMessages, entrySection, shellMessages } from '../../src/framework/entryMessages';
import { menuFor } from '../../src/framework/menu';
import { namesPanelRoute } from '../../src/framework/namesPanelRoute';
import { entryPatterns } from '../../src/framework/paths';
import { createPanelQueryClient } from '../../src/framework/queryClient';
import type { EntryShell } from '../../src/framework/types';
import { registry } from '../../src/registryOfResources';

const subjects: AccessSubject[] = DEMO_ACCOUNTS.flatMap((account) =>
  ['TR', 'GB'].map((country) => ({ roles: account.roles.map((role) => ({ role: { key: role.key }, permissions: [...role.permissions] })), country })),
);

const menuOf = (entries: readonly EntryShell[], subject: AccessSubject) => {
  const { topLevel, sections } = menuFor(entries, subject);
  return { topLevel: topLevel.map((item) => [item.name, item.path, item.titleKey]), sections: sections.map((section) => [section.group, section.items.map((item) => [item.name, item.path, item.entry.badge, item.entry.icon])]) };
};

describe('the shell of every declaration', () => {
  it('lists the declarations in the registry order, each with a loader of its own declaration', async () => {
    expect(shells.map((shell) => shell.name)).toEqual(registry.map((entry) => entry.name));
    for (const [index, shell] of shells.entries()) {
      expect(shell.load, shell.name).toBeTypeOf('function');
      // the loaded declaration is the very object the registry holds (one module per file)
      expect(await shell.load!()).toBe(registry[index]);
    }
  });

  it('gives each demo user the same menu, safe paths, access answers and panel routes', () => {
    const canAccessShell = createCanAccess(shells);
    const canAccessFull = createCanAccess(registry);
    for (const subject of subjects) {
      expect(menuOf(shells, subject)).toEqual(menuOf(registry, subject));
      expect(safePaths(shells, subject)).toEqual(safePaths(registry, subject));
      for (const entry of registry)
        for (const action of ['list', 'show', 'edit', 'create', 'delete'])
          expect(canAccessShell(subject, { resource: entry.name, action }), `${entry.name} ${action}`).toBe(canAccessFull(subject, { resource: entry.name, action }));
    }
    const routesOfShells = namesPanelRoute(shells);
    const routesOfDeclarations = namesPanelRoute(registry);
    for (const pattern of registry.flatMap(entryPatterns)) {
      const path = pattern.replace(/:[^/?]+\??/g, 'x');
      expect(routesOfShells(path), path).toBe(routesOfDeclarations(path));
    }
    expect(routesOfShells('/nowhere/at/all')).toBe(false);
  });

  it('keeps each resource’s cache lifetime', () => {
    const lifetimeOf = (entries: readonly EntryShell[], name: string) => createPanelQueryClient(entries).getQueryDefaults([name]);
    for (const entry of registry) expect(lifetimeOf(shells, entry.name), entry.name).toEqual(lifetimeOf(registry, entry.name));
  });

  it('marks exactly the resources whose calls a declaration maps', () => {
    expect([...declaredMappings(shells).keys()].sort()).toEqual([...declaredMappings(registry).keys()].sort());
  });
});

describe('the texts of the first load', () => {
  it('carry every entry’s title and every enumeration’s labels, and no other text of a declaration', () => {
    const whole = declaredMessages(registry, 'en');
    expect(english).toEqual(shellMessages(registry, 'en'));
    expect(english.enum).toEqual(whole.enum);
    for (const entry of registry) {
      if (!entry.messages) continue;
      const [section, name, ...path] = entry.titleKey.split('.');
      const own = (english[section!] as Record<string, Record<string, unknown>>)[name!]!;
      expect(path.reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], own), entry.name).toBeTypeOf('string');
      expect(JSON.stringify(own).length, `${entry.name}: only its title`).toBeLessThan(JSON.stringify(entry.messages.en).length + 1);
      expect(Object.keys(own), entry.name).toEqual([path[0]]);
    }
  });

  it('give the rest of an entry’s texts as one section at its place in the catalogue', () => {
    const leaves = registry.find((entry) => entry.name === 'leaves')!;
    const section = entrySection(leaves)!;
    expect(section).toEqual({ path: 'resources.leaves', messages: leaves.messages });
    // the same object each time, so the catalogue adds it once
    expect(entrySection(leaves)).toBe(section);
  });
});
