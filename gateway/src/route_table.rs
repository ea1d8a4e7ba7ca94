//! Which methods each documented path template accepts, read from the OpenAPI document the routes
//! were declared with. A request that reaches no route is told apart by it: a path the gateway
//! serves with other methods gets 405 with `Allow`, any other path 404.

use actix_web::http::Method;
use utoipa::openapi::OpenApi;
use utoipa::openapi::path::HttpMethod;

#[derive(Debug, Clone, PartialEq, Eq)]
enum Segment {
    Literal(String),
    /// `{name}`: any one non-empty segment.
    Parameter,
}

#[derive(Debug, Clone)]
struct PathTemplate {
    segments: Vec<Segment>,
    methods: Vec<Method>,
}

impl PathTemplate {
    fn parse(template: &str, methods: Vec<Method>) -> Self {
        let segments = split(template)
            .map(|segment| {
                if segment.starts_with('{') && segment.ends_with('}') {
                    Segment::Parameter
                } else {
                    Segment::Literal(segment.to_string())
                }
            })
            .collect();
        Self { segments, methods }
    }

    fn literals(&self) -> usize {
        self.segments
            .iter()
            .filter(|segment| matches!(segment, Segment::Literal(_)))
            .count()
    }

    fn matches(&self, path: &str) -> bool {
        let mut parts = split(path);
        let all_match = self.segments.iter().all(|segment| match parts.next() {
            Some(part) => match segment {
                Segment::Literal(literal) => literal == part,
                Segment::Parameter => !part.is_empty(),
            },
            None => false,
        });
        all_match && parts.next().is_none()
    }
}

fn split(path: &str) -> impl Iterator<Item = &str> {
    path.strip_prefix('/').unwrap_or(path).split('/')
}

/// The documented paths and their methods.
#[derive(Debug, Clone, Default)]
pub struct RouteTable {
    templates: Vec<PathTemplate>,
}

impl RouteTable {
    pub fn from_document(document: &OpenApi) -> Self {
        let templates = document
            .paths
            .paths
            .iter()
            .map(|(template, item)| {
                let methods = documented_methods(item);
                PathTemplate::parse(template, methods)
            })
            .collect();
        Self { templates }
    }

    /// The methods of the documented routes whose template matches `path`, sorted and without
    /// repeats; empty when no documented route has this path. As in OpenAPI, a concrete path is
    /// matched before a templated one: only the matching templates with the most literal segments
    /// count (`/customer/name/by-pni` is not also `/customer/name/{id}`).
    pub fn allowed_methods(&self, path: &str) -> Vec<Method> {
        let matching: Vec<&PathTemplate> = self
            .templates
            .iter()
            .filter(|template| template.matches(path))
            .collect();
        let most_literal = matching.iter().map(|t| t.literals()).max().unwrap_or(0);
        let mut methods: Vec<Method> = matching
            .into_iter()
            .filter(|template| template.literals() == most_literal)
            .flat_map(|template| template.methods.iter().cloned())
            .collect();
        methods.sort_by(|a, b| a.as_str().cmp(b.as_str()));
        methods.dedup();
        methods
    }
}

fn documented_methods(item: &utoipa::openapi::PathItem) -> Vec<Method> {
    [
        (HttpMethod::Get, &item.get),
        (HttpMethod::Put, &item.put),
        (HttpMethod::Post, &item.post),
        (HttpMethod::Delete, &item.delete),
        (HttpMethod::Options, &item.options),
        (HttpMethod::Head, &item.head),
        (HttpMethod::Patch, &item.patch),
        (HttpMethod::Trace, &item.trace),
    ]
    .into_iter()
    .filter(|(_, operation)| operation.is_some())
    .map(|(method, _)| http_method(method))
    .collect()
}

fn http_method(method: HttpMethod) -> Method {
    match method {
        HttpMethod::Get => Method::GET,
        HttpMethod::Put => Method::PUT,
        HttpMethod::Post => Method::POST,
        HttpMethod::Delete => Method::DELETE,
        HttpMethod::Options => Method::OPTIONS,
        HttpMethod::Head => Method::HEAD,
        HttpMethod::Patch => Method::PATCH,
        HttpMethod::Trace => Method::TRACE,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    fn table() -> RouteTable {
        RouteTable {
            templates: vec![
                PathTemplate::parse("/lead/get/{id}", vec![Method::GET]),
                PathTemplate::parse("/lead/list", vec![Method::GET]),
                PathTemplate::parse("/lead/list/mine", vec![Method::GET]),
                PathTemplate::parse("/lead/{id}", vec![Method::DELETE, Method::GET]),
                PathTemplate::parse("/lead/create", vec![Method::POST]),
            ],
        }
    }

    #[test]
    fn a_parameter_matches_one_non_empty_segment() {
        let table = table();
        assert_eq!(table.allowed_methods("/lead/get/42"), vec![Method::GET]);
        assert!(table.allowed_methods("/lead/get/").is_empty());
        assert!(table.allowed_methods("/lead/get/42/more").is_empty());
        assert!(table.allowed_methods("/nothing/get/42").is_empty());
    }

    #[test]
    fn a_concrete_path_is_matched_before_a_templated_one() {
        // `/lead/create` is a literal route and also matches `/lead/{id}`.
        assert_eq!(table().allowed_methods("/lead/create"), vec![Method::POST]);
        assert_eq!(
            table().allowed_methods("/lead/7"),
            vec![Method::DELETE, Method::GET]
        );
    }

    #[test]
    fn unknown_paths_have_no_methods() {
        assert!(table().allowed_methods("/nothing/here").is_empty());
        assert!(table().allowed_methods("/").is_empty());
    }

    #[test]
    fn the_gateway_document_gives_its_own_routes() {
        let table = RouteTable::from_document(&crate::openapi::document());
        assert_eq!(
            table.allowed_methods("/lead/reprocess-submissions"),
            vec![Method::POST]
        );
        assert_eq!(table.allowed_methods("/lead/get/7"), vec![Method::GET]);
        assert_eq!(
            table.allowed_methods("/customer/name/by-pni"),
            vec![Method::POST]
        );
        assert_eq!(table.allowed_methods("/customer/name/7"), vec![Method::GET]);
    }
}
