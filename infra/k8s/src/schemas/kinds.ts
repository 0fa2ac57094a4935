/**
 * Every kind the manifests may contain whose schema ships in an npm package, keyed `<apiVersion>/<kind>`.
 * `npm run vendor-schemas -w infra/k8s` turns this interface into `schemas/vendored.json`; a kind the
 * manifests use that is neither here nor in `schemas/crds/` fails validation.
 */
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { ICronJob } from 'kubernetes-models/batch/v1/CronJob';
import type { IJob } from 'kubernetes-models/batch/v1/Job';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IPriorityClass } from 'kubernetes-models/scheduling.k8s.io/v1/PriorityClass';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { INamespace } from 'kubernetes-models/v1/Namespace';
import type { IPersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import type { ISecret } from 'kubernetes-models/v1/Secret';
import type { IService } from 'kubernetes-models/v1/Service';
import type { IServiceAccount } from 'kubernetes-models/v1/ServiceAccount';
import type { ICertificate } from '@kubernetes-models/cert-manager/cert-manager.io/v1/Certificate';
import type { IIssuer } from '@kubernetes-models/cert-manager/cert-manager.io/v1/Issuer';
import type { IPodMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PodMonitor';
import type { IPrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule';
import type { IServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor';
import type { IKafka } from '@kubernetes-models/strimzi-kafka-operator/kafka.strimzi.io/v1/Kafka';
import type { IKafkaNodePool } from '@kubernetes-models/strimzi-kafka-operator/kafka.strimzi.io/v1/KafkaNodePool';
import type { IKafkaTopic } from '@kubernetes-models/strimzi-kafka-operator/kafka.strimzi.io/v1/KafkaTopic';
import type { IKafkaUser } from '@kubernetes-models/strimzi-kafka-operator/kafka.strimzi.io/v1/KafkaUser';
import type { IIoK8sApiCoreV1Affinity } from 'kubernetes-models/v1/Affinity';
import type { IIoK8sApiCoreV1ResourceRequirements } from 'kubernetes-models/v1/ResourceRequirements';
import type { IIoK8sApiCoreV1TopologySpreadConstraint } from 'kubernetes-models/v1/TopologySpreadConstraint';
import type { IIoK8sApiCoreV1SecurityContext } from 'kubernetes-models/v1/SecurityContext';
import type { IIoK8sApiCoreV1PodSecurityContext } from 'kubernetes-models/v1/PodSecurityContext';
import type { IIoK8sApiCoreV1Container } from 'kubernetes-models/v1/Container';
import type { IIoK8sApiCoreV1PersistentVolumeClaimSpec } from 'kubernetes-models/v1/PersistentVolumeClaimSpec';
import type { IIoK8sApiCoreV1PodSpec } from 'kubernetes-models/v1/PodSpec';
import type { IIoK8sApiNetworkingV1NetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import type { IIoK8sApiCoreV1Volume } from 'kubernetes-models/v1/Volume';
import type { IIoK8sApiCoreV1LocalObjectReference } from 'kubernetes-models/v1/LocalObjectReference';
import type { IIoK8sApiCoreV1EnvVar } from 'kubernetes-models/v1/EnvVar';

export interface Kinds {
  'apps/v1/Deployment': IDeployment;
  'autoscaling/v2/HorizontalPodAutoscaler': IHorizontalPodAutoscaler;
  'batch/v1/CronJob': ICronJob;
  'batch/v1/Job': IJob;
  'networking.k8s.io/v1/Ingress': IIngress;
  'networking.k8s.io/v1/NetworkPolicy': INetworkPolicy;
  'policy/v1/PodDisruptionBudget': IPodDisruptionBudget;
  'scheduling.k8s.io/v1/PriorityClass': IPriorityClass;
  'v1/ConfigMap': IConfigMap;
  'v1/Namespace': INamespace;
  'v1/PersistentVolumeClaim': IPersistentVolumeClaim;
  'v1/Secret': ISecret;
  'v1/Service': IService;
  'v1/ServiceAccount': IServiceAccount;
  'cert-manager.io/v1/Certificate': ICertificate;
  'cert-manager.io/v1/Issuer': IIssuer;
  'monitoring.coreos.com/v1/PodMonitor': IPodMonitor;
  'monitoring.coreos.com/v1/PrometheusRule': IPrometheusRule;
  'monitoring.coreos.com/v1/ServiceMonitor': IServiceMonitor;
  'kafka.strimzi.io/v1/Kafka': IKafka;
  'kafka.strimzi.io/v1/KafkaNodePool': IKafkaNodePool;
  'kafka.strimzi.io/v1/KafkaTopic': IKafkaTopic;
  'kafka.strimzi.io/v1/KafkaUser': IKafkaUser;
}

/** Kubernetes types the hand-written CRD schemas embed (`$ref: "kubernetes#/definitions/<name>"`). */
export interface Embedded {
  Affinity: IIoK8sApiCoreV1Affinity;
  ResourceRequirements: IIoK8sApiCoreV1ResourceRequirements;
  TopologySpreadConstraint: IIoK8sApiCoreV1TopologySpreadConstraint;
  SecurityContext: IIoK8sApiCoreV1SecurityContext;
  PodSecurityContext: IIoK8sApiCoreV1PodSecurityContext;
  Container: IIoK8sApiCoreV1Container;
  PersistentVolumeClaimSpec: IIoK8sApiCoreV1PersistentVolumeClaimSpec;
  PodSpec: IIoK8sApiCoreV1PodSpec;
  NetworkPolicyPeer: IIoK8sApiNetworkingV1NetworkPolicyPeer;
  ObjectMeta: NonNullable<IDeployment['metadata']>;
  Volume: IIoK8sApiCoreV1Volume;
  LocalObjectReference: IIoK8sApiCoreV1LocalObjectReference;
  EnvVar: IIoK8sApiCoreV1EnvVar;
}

export interface Vendored {
  kinds: Kinds;
  embedded: Embedded;
}
