import type { ReactNode } from 'react';

/** The centred card that holds the Login and Sign Up forms. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex justify-center py-4 sm:py-10">
      <section aria-labelledby="auth-title" className="card w-full max-w-md border border-base-300 bg-base-100 shadow-md">
        <div className="card-body gap-5 p-6 sm:p-8">
          <h1 id="auth-title" className="text-center text-2xl font-bold sm:text-3xl">
            {title}
          </h1>
          {children}
        </div>
      </section>
    </div>
  );
}
