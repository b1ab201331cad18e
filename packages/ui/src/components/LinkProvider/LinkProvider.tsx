import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

/** Props every link component receives: an anchor's props with a required `href`. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A component that renders a link, such as a router's `Link` wrapped to take `href`. */
export type LinkComponent = ComponentType<LinkComponentProps & { ref?: React.Ref<HTMLAnchorElement> }>;

const DefaultLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function DefaultLink(
  { children, ...props },
  ref,
) {
  return (
    <a ref={ref} {...props}>
      {children}
    </a>
  );
});

const LinkContext = createContext<LinkComponent>(DefaultLink);

export interface LinkProviderProps {
  /** The component used for every internal link the library renders (for example a router link). */
  linkComponent: LinkComponent;
  children: ReactNode;
}

/** Supplies the link component, so the library never imports a router. */
export function LinkProvider({ linkComponent, children }: LinkProviderProps) {
  return <LinkContext.Provider value={linkComponent}>{children}</LinkContext.Provider>;
}

/** The link component chosen by the nearest `LinkProvider`, or a plain anchor. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}
