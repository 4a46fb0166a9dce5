// ContractClient: the HTTP client (APIClient, transports, middleware, paging, payload validation).
// Generated endpoints are requests for generated models, so importing the client brings the models'
// runtime (and through it ContractJSON and ContractSchema) with it.
@_exported import ContractModels
