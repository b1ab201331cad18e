import { Button } from '@casino/ui';
import { useNavigate } from 'react-router-dom';

export function NotFound() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Button onClick={() => navigate('/')}>Go to the home page</Button>
    </section>
  );
}
