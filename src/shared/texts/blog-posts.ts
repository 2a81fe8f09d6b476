/**
 * The four Q&A blocks of the /blogs page (product §2), in English. Not in the catalogue's table: only the
 * blogs page reads them, so its loader loads them (src/web/i18n/catalogues.ts) and no other page carries them.
 */
export interface BlogPost {
  id: string;
  question: string;
  /** Paragraphs of the answer. A paragraph starting with "code:" is shown as a code sample. */
  answer: readonly string[];
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 'state-management',
    question: 'What are the different ways to manage a state in a React application?',
    answer: [
      'State is any data that changes over time and that the screen depends on. In React it helps to sort it by where it lives and who needs it, because each kind has a natural tool.',
      'Local state belongs to one component: whether a dropdown is open, what is typed into an input. useState covers most of it, and useReducer fits when several values change together or the next state depends on a named action. When two siblings need the same value, lift the state up to their closest common parent and pass it down as props.',
      'Shared client state is needed by many components far apart in the tree, such as the signed-in user, the theme or the language. React Context passes a value down without threading props through every level; it is ideal for values that change rarely. For state that changes often or has complex update logic, a dedicated store such as Redux Toolkit, Zustand, Jotai or MobX lets components subscribe to just the slice they read, so an update does not re-render the whole tree.',
      'Server state is a cached copy of data that really lives on a server: products, orders, users. It can go stale, needs loading and error states, and should be refetched after a change. Libraries such as TanStack Query, SWR or RTK Query handle caching, deduplication, background refetching and invalidation, and router loaders (as in React Router) load it before a screen shows. Keeping server data in a general store by hand usually means rewriting these features badly.',
      'URL state and form state complete the picture. Filters, search terms and the current page belong in the URL (path and query string), so a link can be shared and the back button works. Forms are best handled by a form library such as React Hook Form, which tracks values, validation and submission without re-rendering on every keystroke. A good rule: keep state as close as possible to where it is used, and reach for a global tool only when several distant parts of the app truly share it.',
    ],
  },
  {
    id: 'prototypal-inheritance',
    question: 'How does prototypal inheritance work?',
    answer: [
      'Every JavaScript object has a hidden internal link, written [[Prototype]], to another object or to null. When you read a property that the object does not have itself, the engine follows that link and looks on the prototype, then on the prototype’s prototype, and so on until it finds the property or reaches null. This chain of links is the prototype chain, and it is the whole of JavaScript inheritance: objects inherit directly from other objects, not from classes.',
      'code:const animal = { speak() { return `${this.name} makes a sound`; } };\nconst dog = Object.create(animal); // dog’s [[Prototype]] is animal\ndog.name = "Rex";\ndog.speak(); // "Rex makes a sound": found on animal, called with this = dog',
      'Reading walks the chain, but writing does not: assigning dog.speak = … creates an own property on dog that shadows the inherited one and leaves animal untouched. Methods found on a prototype still run with this set to the object they were called on, which is how one shared method serves many objects without being copied into each of them.',
      'Constructor functions and classes are built on the same mechanism. Every function has a prototype property; new Foo() creates an object whose [[Prototype]] is Foo.prototype, so methods defined there are shared by all instances. The class syntax of ES2015 is mostly a clearer way to write this: class Dog extends Animal sets Dog.prototype’s [[Prototype]] to Animal.prototype, and super calls go up that chain.',
      'You can inspect and change the link with Object.getPrototypeOf and Object.setPrototypeOf (changing it on an existing object is slow and best avoided), create an object with a chosen prototype using Object.create, and tell own properties from inherited ones with Object.hasOwn. Built-in objects use the same chain: an array inherits map and filter from Array.prototype, which in turn inherits from Object.prototype.',
    ],
  },
  {
    id: 'unit-tests',
    question: 'What is a unit test? Why should we write unit tests?',
    answer: [
      'A unit test is a small, automated test that checks one unit of code, usually a single function, class or component, in isolation from the rest of the system. It gives the unit a known input, runs it, and asserts that the output or the effect is what we expect. Dependencies that are slow or unpredictable, such as the network, a database or the clock, are replaced by simple stand-ins so that the test is fast and always gives the same answer.',
      'code:import { expect, test } from "vitest";\nimport { categoryIdOf } from "./forms";\n\ntest("the category id is the part before the dash", () => {\n  expect(categoryIdOf("03-Lenovo")).toBe("03");\n});',
      'We write them first of all to catch mistakes early, when they are cheapest to fix: a failing unit test points at the exact function that broke, minutes after the change, instead of a customer reporting a wrong price weeks later. They also make refactoring safe. With a good suite you can restructure code boldly, because the tests tell you at once whether the behaviour is still the same.',
      'Unit tests are also documentation that cannot go out of date: each test shows how a unit is meant to be used and what it promises, including edge cases like empty input or a missing value. And writing them improves design, since code that is hard to test is usually doing too much or is too tightly coupled to its surroundings.',
      'They are not the whole story. Unit tests do not prove that the pieces work together, so teams add integration tests and a few end-to-end tests that drive the real application in a browser. A healthy project has many fast unit tests at the base, fewer integration tests above them, and a handful of end-to-end journeys at the top, all run automatically on every change.',
    ],
  },
  {
    id: 'react-angular-vue',
    question: 'React vs. Angular vs. Vue?',
    answer: [
      'All three build interactive user interfaces from components, and all three are mature, fast and used in large production apps. The real differences are in scope, in how opinionated they are, and in how you write templates and manage updates.',
      'React, from Meta, is a library focused on the view layer. Components are JavaScript functions that return JSX, and the UI is re-rendered from state, with hooks for state and side effects. It leaves routing, data fetching and forms to the ecosystem (React Router, TanStack Query, React Hook Form) or to a framework built on it such as Next.js or Remix. That flexibility and its huge community are its strengths; the cost is that each team must choose and combine its own set of tools.',
      'Angular, from Google, is a complete framework written in TypeScript. It ships with routing, forms, an HTTP client, dependency injection, testing tools and a powerful CLI, and it prescribes a clear structure of components and injectable services, with signals and RxJS for reactivity. It suits large teams and enterprise applications that value consistency and one official way to do things, at the price of a steeper learning curve and more code up front.',
      'Vue, created by Evan You and developed by its community, sits between the two. Its single-file components hold an HTML-based template, script and styles together, and its reactivity system tracks which data each component reads, so only the components that depend on a change are updated. Official companions (Vue Router, Pinia, and Nuxt for full-stack apps) cover the common needs without forcing them on you. Many find it the easiest of the three to learn, and it scales well from a widget on one page to a full application.',
      'In short: choose React for flexibility, the largest ecosystem and the widest hiring pool; Angular for a batteries-included, strongly structured framework for big teams; Vue for a gentle learning curve with an official, well-integrated toolset. For most projects, the team’s existing experience matters more than the differences between them.',
    ],
  },
];
