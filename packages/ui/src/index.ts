import './styles.css';

export * from './theme';
export * from './components/LinkProvider';
export * from './components/Spinner';
export * from './components/Button';
