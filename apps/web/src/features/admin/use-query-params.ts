import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The URL's query and a way to replace it, a page of history each. useLocation and useNavigate
 * rather than useSearchParams: the router code they need is already in the entry chunk, which
 * every page (the landing page's tight budget included) downloads; useSearchParams's is not.
 */
export function useQueryParams(): [URLSearchParams, (params: URLSearchParams) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const setParams = useCallback((params: URLSearchParams) => void navigate({ search: params.toString() }), [navigate]);
  return [new URLSearchParams(search), setParams];
}
