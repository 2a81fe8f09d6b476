import { NotFound } from '../../components/NotFound.tsx';

/** product §2: any other path. */
export default function NotFoundPage() {
  return <NotFound />;
}
