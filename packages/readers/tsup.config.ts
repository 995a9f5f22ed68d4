import { libraryConfig } from '../../tooling/tsupConfig';

export default libraryConfig();
