/** Every routed page receives its label from the route table (src/app/routes.tsx). */
export type PageProps = { title: string };
