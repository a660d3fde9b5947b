export * from './DataTable';
export * from './DataTable.texts';
export * from './Pagination';
